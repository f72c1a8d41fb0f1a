import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { BrowserAlerts } from './browser-alerts';

resetSessionBetweenTests();
afterEach(() => vi.restoreAllMocks());

/** A stand-in for the browser's Notification API, in the given state. */
function stubNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  return requestPermission;
}

async function renderAlerts() {
  await renderInShell(
    <>
      <BrowserAlerts />
      <Toaster />
    </>,
  );
}

describe('BrowserAlerts (asking for browser notifications politely)', () => {
  it('asks only when the player presses the button, never on render', async () => {
    const requestPermission = stubNotification('default', 'granted');
    await renderAlerts();
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on alerts' }));
    await waitFor(() => expect(requestPermission).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn on alerts' })).toBeNull());
  });

  it('only logs a denial: no toast, no error, and the offer goes away', async () => {
    stubNotification('default', 'denied');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    await renderAlerts();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on alerts' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('notification permission denied'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn on alerts' })).toBeNull());
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('offers nothing once the browser has answered, or where there is no Notification API', async () => {
    stubNotification('denied');
    await renderAlerts();
    expect(screen.queryByRole('button', { name: 'Turn on alerts' })).toBeNull();
    vi.unstubAllGlobals();
    vi.stubGlobal('Notification', undefined);
    await renderAlerts();
    expect(screen.queryByRole('button', { name: 'Turn on alerts' })).toBeNull();
  });
});
