import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { copyImage, copyText } from './clipboard';

const t = (_key: string, fallback: string) => fallback;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('copy helpers', () => {
  it("copies text and toasts 'copied' with the value", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<Toaster />);
    expect(await copyText('UTR123456789', t)).toBe(true);
    expect(writeText).toHaveBeenCalledWith('UTR123456789');
    expect(await screen.findByText('copied UTR123456789')).toBeTruthy();
  });

  it("says 'Unable to copy to clipboard' when the browser refuses", async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    render(<Toaster />);
    expect(await copyText('x', t)).toBe(false);
    expect(await screen.findByText('Unable to copy to clipboard')).toBeTruthy();
  });

  it("says 'Error copying image to clipboard:' with the reason when an image cannot be copied", async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: {} });
    render(<Toaster />);
    expect(await copyImage(new Blob(['png'], { type: 'image/png' }), t)).toBe(false);
    expect(await screen.findByText(/^Error copying image to clipboard: /)).toBeTruthy();
  });

  it('copies an image as a clipboard item of its type', async () => {
    const write = vi.fn(async () => {});
    class FakeItem {
      constructor(public items: Record<string, Blob>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeItem);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { write } });
    render(<Toaster />);
    expect(await copyImage(new Blob(['png'], { type: 'image/png' }), t)).toBe(true);
    const [[items]] = write.mock.calls as unknown as [[FakeItem[]]];
    expect(Object.keys(items[0]!.items)).toEqual(['image/png']);
  });
});
