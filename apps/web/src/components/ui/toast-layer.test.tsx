import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { AppToaster } from '../../app/providers';
import { renderInShell } from '../test/render';
import { Dialog } from './dialog';

afterEach(() => {
  cleanup();
  toast.dismiss();
});

function Page() {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  const [shown, setShown] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Add Account</button>
      {shown && (
        <Dialog open={open} onClose={() => setOpen(false)} title="Add Account">
          <button onClick={() => toast.error('Name is Not Valid')}>Save</button>
          <button onClick={() => setInner(true)}>More</button>
          <button onClick={() => setShown(false)}>Leave</button>
          <Dialog open={inner} onClose={() => setInner(false)} title="More">
            <p>inner</p>
          </Dialog>
        </Dialog>
      )}
      <AppToaster />
    </>
  );
}

const toaster = () =>
  waitFor(() => {
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    if (!list) throw new Error('no toaster yet');
    return list;
  });

/**
 * A modal dialog makes the rest of the page inert and covers it with its backdrop: the toasts
 * must live inside the open dialog to be seen and clicked, and return to the page after.
 */
describe('toasts over dialogs', () => {
  it('sit in the page while no dialog is open', async () => {
    await renderInShell(<Page />);
    act(() => void toast.success('Order Placed'));
    expect((await toaster()).closest('dialog')).toBeNull();
    expect((await toaster()).closest('[data-toast-layer]')?.parentElement).toBe(document.body);
  });

  it('move into the open dialog, into the topmost one when they stack, and back out as they close', async () => {
    await renderInShell(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Account' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is Not Valid');
    expect((await toaster()).closest('dialog')).toBe(dialog);

    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const inner = await screen.findByRole('dialog', { name: 'More' });
    expect((await toaster()).closest('dialog')).toBe(inner);
    // The toast raised before survives the moves.
    expect(screen.getByText('Name is Not Valid')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[1]!);
    await waitFor(async () => expect((await toaster()).closest('dialog')).toBe(dialog));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(async () => expect((await toaster()).closest('dialog')).toBeNull());
    expect(screen.getByText('Name is Not Valid')).toBeTruthy();
  });

  it('go back to the page when an open dialog unmounts', async () => {
    await renderInShell(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await toaster()).closest('dialog')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(async () => expect((await toaster()).closest('[data-toast-layer]')?.parentElement).toBe(document.body));
  });
});
