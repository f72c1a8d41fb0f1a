import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { AppToaster } from './providers';

const happyDom = (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM;

afterEach(() => {
  cleanup();
  toast.dismiss();
  happyDom.setViewport({ width: 1024, height: 768 });
});

async function toasterAt(width: number) {
  happyDom.setViewport({ width, height: 844 });
  render(<AppToaster />);
  await act(async () => {
    toast.success('Order Placed');
  });
  // Sonner mounts its list with the first toast, a tick later.
  return waitFor(() => {
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    if (!list) throw new Error('no toaster yet');
    return list;
  });
}

describe('toasts', () => {
  it('rise from above the bottom bar up to 900 px, clear of the balance card under the header', async () => {
    const toaster = await toasterAt(390);
    expect(toaster.getAttribute('data-y-position')).toBe('bottom');
    expect(toaster.style.getPropertyValue('--mobile-offset-bottom')).toBe('calc(5rem + env(safe-area-inset-bottom))');
  });

  it('drop from under the header on wider screens, where the balance sits in the header', async () => {
    const toaster = await toasterAt(1280);
    expect(toaster.getAttribute('data-y-position')).toBe('top');
    expect(toaster.style.getPropertyValue('--offset-top')).toBe('72px');
  });
});
