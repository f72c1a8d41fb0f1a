import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { MESSAGES } from '@backlay/contract';
import { renderInShell } from '../../components/test/render';
import { resetSessionBetweenTests } from '../../components/test/reset-session';
import { useSession } from '../session-store';
import { live } from './live-socket';
import { LiveSessionEffects } from './live-session-effects';
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

describe('LiveSessionEffects', () => {
  it('logs the player out on logoutUserByAdmin, without a logout call, and returns to /', async () => {
    useSession.setState({ token: 'tok', userType: 'user', isLogin: true });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    live.start({ token: 'tok', type: 'user' });
    await renderInShell(
      <>
        <Routes>
          <Route path="/" element={<p>Landing</p>} />
          <Route path="/profile" element={<p>Profile page</p>} />
        </Routes>
        <LiveSessionEffects />
      </>,
      { path: '/profile' },
    );
    act(() => sockets.current!.serverConnect());
    act(() => sockets.current!.serverSend('logoutUserByAdmin', { message: 'Logged out by admin' }));
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(useSession.getState().isLogin).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    live.stop();
  });

  it('sets the duplicate-screen flag instead of logging out when a newer login replaced the session, as the HTTP answer does', async () => {
    useSession.setState({ token: 'tok', userType: 'user', isLogin: true });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    live.start({ token: 'tok', type: 'user' });
    await renderInShell(
      <>
        <Routes>
          <Route path="/" element={<p>Landing</p>} />
          <Route path="/profile" element={<p>Profile page</p>} />
        </Routes>
        <LiveSessionEffects />
      </>,
      { path: '/profile' },
    );
    act(() => sockets.current!.serverConnect());
    act(() => sockets.current!.serverSend('logoutUserByAdmin', { message: MESSAGES.duplicateWindow, code: 'DUPLICATE_SESSION' }));
    expect(useSession.getState().isDuplicateScreen).toBe(true);
    expect(screen.getByText('Profile page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    live.stop();
  });
});
