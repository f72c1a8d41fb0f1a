import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { renderInShell } from '../../components/test/render';
import { resetSessionBetweenTests } from '../../components/test/reset-session';
import { useSession } from '../session-store';
import { LiveProvider } from './live-provider';
import type { FakeSocket } from './test/fake-socket';

const sockets = vi.hoisted(() => ({ current: null as FakeSocket | null }));
vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('./test/fake-socket');
  return {
    io: (opts: { auth: object }) => {
      sockets.current = new FakeSocket(opts.auth);
      return sockets.current;
    },
  };
});

resetSessionBetweenTests();

async function renderProvider() {
  useSession.setState({ token: 'tok', userType: 'user', isLogin: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
  const view = await renderInShell(
    <LiveProvider>
      <Toaster />
    </LiveProvider>,
  );
  act(() => sockets.current!.serverConnect());
  return view;
}

describe('LiveProvider: the live getBroadcastNotification', () => {
  it('toasts the title and description with the image as it arrives', async () => {
    const view = await renderProvider();
    act(() =>
      sockets.current!.serverSend('getBroadcastNotification', {
        title: 'Diwali bonus',
        description: 'Deposit today for 10% extra',
        image: 'https://cdn.test/diwali.png',
      }),
    );
    expect(await screen.findByText('Diwali bonus')).toBeTruthy();
    expect(screen.getByText('Deposit today for 10% extra')).toBeTruthy();
    const toast = screen.getByText('Diwali bonus').closest('[data-sonner-toast]')!;
    const img = toast.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.test/diwali.png');
    view.unmount();
  });

  it('toasts a message whose image is empty as text only', async () => {
    const view = await renderProvider();
    act(() =>
      sockets.current!.serverSend('getBroadcastNotification', { title: 'Maintenance tonight', description: 'From 2 to 3 am', image: '' }),
    );
    expect(await screen.findByText('Maintenance tonight')).toBeTruthy();
    const toast = screen.getByText('Maintenance tonight').closest('[data-sonner-toast]')!;
    expect(toast.querySelector('img')).toBeNull();
    view.unmount();
  });
});
