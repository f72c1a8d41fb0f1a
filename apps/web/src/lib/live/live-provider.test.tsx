import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { LIVE_CLIENT } from '@backlay/contract';
import { renderInShell } from '../../components/test/render';
import { resetSessionBetweenTests } from '../../components/test/reset-session';
import { usePts } from '../account-queries';
import { useSession } from '../session-store';
import { LiveProvider } from './live-provider';
import { price } from './test/fixtures';
import type { FakeSocket } from './test/fake-socket';

const sockets = vi.hoisted(() => ({ current: null as FakeSocket | null, options: null as object | null }));
vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('./test/fake-socket');
  return {
    io: (opts: { auth: object }) => {
      sockets.current = new FakeSocket(opts.auth);
      sockets.options = opts;
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

describe('LiveProvider: the socket settings of docs/product.md', () => {
  it('opens a websocket-only socket that retries without end, 5 s apart (delay 10 s capped at 5 s)', async () => {
    const view = await renderProvider();
    expect(sockets.options).toMatchObject({
      transports: ['websocket'],
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 10_000,
      reconnectionDelayMax: 5_000,
    });
    view.unmount();
  });
});

const PTS = { pts: 100, availablePts: 90, exposure: 10, casinoPts: 0, sportsPts: 100, thirdPartyPts: 0, creditPts: 0, bonusPts: 0 };

function PtsProbe() {
  const { data } = usePts();
  return <p>pts {data?.pts ?? '-'}</p>;
}

describe('LiveProvider: points after cache-update messages', () => {
  it('refetches the points 3 s after getMarketCacheUpdates or getHomeCacheUpdates, once per burst', async () => {
    useSession.setState({ token: 'tok', userType: 'user', isLogin: true });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('/api/user/pts')
        ? new Response(JSON.stringify({ docs: PTS }), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 500 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const ptsCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/user/pts')).length;
    const view = await renderInShell(
      <LiveProvider>
        <PtsProbe />
      </LiveProvider>,
    );
    expect(await screen.findByText('pts 100')).toBeTruthy();
    expect(ptsCalls()).toBe(1);
    act(() => sockets.current!.serverConnect());

    vi.useFakeTimers();
    try {
      act(() => sockets.current!.serverSend('getHomeCacheUpdates', { at: '2026-11-01T10:00:00.000Z' }));
      await vi.advanceTimersByTimeAsync(1_000);
      act(() => sockets.current!.serverSend('getMarketCacheUpdates', price('1.1', 1)));
      await vi.advanceTimersByTimeAsync(1_999);
      expect(ptsCalls()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(ptsCalls()).toBe(2);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(ptsCalls()).toBe(2);

      // Signed out: cache updates refresh nothing.
      act(() => useSession.setState({ isLogin: false, token: null, userType: null }));
      act(() => sockets.current!.serverSend('getHomeCacheUpdates', { at: '2026-11-01T10:00:20.000Z' }));
      await vi.advanceTimersByTimeAsync(5_000);
      expect(ptsCalls()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
    view.unmount();
  });
});

describe('LiveProvider: the resync order after the server processes lost each other (liveResync)', () => {
  it('refetches the queries on screen, once however many orders come, within the spread', async () => {
    useSession.setState({ token: 'tok', userType: 'user', isLogin: true });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('/api/user/pts')
        ? new Response(JSON.stringify({ docs: PTS }), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 500 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const ptsCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/user/pts')).length;
    const view = await renderInShell(
      <LiveProvider>
        <PtsProbe />
      </LiveProvider>,
    );
    expect(await screen.findByText('pts 100')).toBeTruthy();
    act(() => sockets.current!.serverConnect());
    expect(ptsCalls()).toBe(1);

    vi.useFakeTimers();
    try {
      act(() => sockets.current!.serverSend('liveResync', { at: '2026-11-01T10:00:00.000Z' }));
      act(() => sockets.current!.serverSend('liveResync', { at: '2026-11-01T10:00:01.000Z' }));
      await vi.advanceTimersByTimeAsync(LIVE_CLIENT.resyncSpreadMs);
      expect(ptsCalls()).toBe(2);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(ptsCalls()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
    view.unmount();
  });
});
