import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { gamesPage, testGame } from '../test/fixtures';
import { GameScreenRoute } from './game-screen';
import { GameScreenPlayRoute } from './game-screen-play';
import { BottomBar } from '../../../components/layout/bottom-bar';
import { BALANCE_CHANGED_MESSAGE } from '../../../lib/game-frame-messages';

const crash = testGame({ _id: 'g-crash', name: 'Crash' });
const query = '?gameId=g-crash&gameType=crash&provider=Backlay%20Originals';
const launchUrl = '/originals/crash?provider=backlay-originals&game=crash&token=tok1&currency=INR';

function stubCasino(
  launch: { status?: number; body: unknown } = {
    body: { docs: { launchUrl, token: 'tok1', expiresAt: new Date().toISOString(), game: crash } },
  },
) {
  return stubApi((path) => {
    if (path === '/api/common/game/casinoGame') return { body: gamesPage([crash]) };
    if (path === '/api/user/casino/launch') return launch;
    if (path === '/api/user/pts') return { body: { docs: { pts: 1000, availablePts: 900, exposure: 100 } } };
    return undefined;
  });
}

function signIn() {
  act(() => {
    signInPlayer();
    useSession.getState().setProfile({ _id: 'u1', userName: 'player1' } as never);
  });
}

const launchCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/user/casino/launch'));

resetSessionBetweenTests();

describe('/game-screen', () => {
  it('finds the game of a cold link and asks a visitor to log in, also on Play', async () => {
    const fetchMock = stubCasino();
    await renderInShell(<GameScreenRoute />, { path: `/game-screen${query}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crash' })).toBeTruthy();
    expect(screen.getByText('Backlay Originals')).toBeTruthy();
    expect(useUi.getState().authPopup).toBe('login');
    expect(localStorage.getItem('redirectPath')).toBe(`/game-screen${query}`);
    act(() => useUi.setState({ authPopup: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Login to play' }));
    expect(useUi.getState().authPopup).toBe('login');
    expect(launchCalls(fetchMock)).toHaveLength(0);
  });

  it('offers Play Now and a star to a player, and No Data Found for an unknown game', async () => {
    stubCasino();
    signIn();
    const { unmount } = await renderInShell(<GameScreenRoute />, { path: `/game-screen${query}` });
    expect(await screen.findByRole('button', { name: 'Play Now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Crash to favourites' })).toBeTruthy();
    expect(useUi.getState().authPopup).toBeNull();
    unmount();
    await renderInShell(<GameScreenRoute />, { path: '/game-screen?gameId=nope' });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
  });
});

describe('/game-screen-play', () => {
  it('has no bottom bar, which the game screen keeps', async () => {
    stubCasino();
    const { unmount } = await renderInShell(<BottomBar />, { path: `/game-screen-play${query}` });
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
    unmount();
    await renderInShell(<BottomBar />, { path: `/game-screen${query}` });
    expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeTruthy();
  });

  it('launches nothing for a visitor and opens the login popup', async () => {
    const fetchMock = stubCasino();
    await renderInShell(<GameScreenPlayRoute />, { path: `/game-screen-play${query}` });
    expect(screen.getByText('Log in to play this game.')).toBeTruthy();
    expect(useUi.getState().authPopup).toBe('login');
    expect(localStorage.getItem('redirectPath')).toBe(`/game-screen-play${query}`);
    expect(screen.queryByTitle('Crash')).toBeNull();
    expect(launchCalls(fetchMock)).toHaveLength(0);
  });

  it('launches the game for a player, shows the answer URL in a frame and remembers it as played', async () => {
    const fetchMock = stubCasino();
    signIn();
    await renderInShell(<GameScreenPlayRoute />, { path: `/game-screen-play${query}` });
    const frame = await screen.findByTitle('Crash');
    expect(frame.tagName).toBe('IFRAME');
    // Our studio's page gets the player's theme and language (it cannot read the site's storage).
    expect(frame.getAttribute('src')).toBe(`${launchUrl}&theme=dark&lang=en-us`);
    const [call] = launchCalls(fetchMock);
    expect((call![1] as RequestInit).method).toBe('POST');
    expect(JSON.parse(String((call![1] as RequestInit).body))).toEqual({ gameId: 'g-crash' });
    expect(await screen.findByText('₹900.00')).toBeTruthy();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('casinoRecent:u1') ?? '[]')).toHaveLength(1));
    expect(launchCalls(fetchMock)).toHaveLength(1);
  });

  it("passes a light player's theme to the studio's page, as it stood when the game opened", async () => {
    stubCasino();
    signIn();
    act(() => useUi.setState({ colorMode: 'light' }));
    try {
      await renderInShell(<GameScreenPlayRoute />, { path: `/game-screen-play${query}` });
      const frame = await screen.findByTitle('Crash');
      expect(frame.getAttribute('src')).toBe(`${launchUrl}&theme=light&lang=en-us`);
      // A change while the game is open would reload it from a new URL: the launch's URL stays.
      act(() => useUi.setState({ colorMode: 'dark' }));
      expect(screen.getByTitle('Crash').getAttribute('src')).toBe(`${launchUrl}&theme=light&lang=en-us`);
    } finally {
      act(() => useUi.setState({ colorMode: 'dark' }));
    }
  });

  it('refreshes the balance and leaves for the game screen on Close', async () => {
    const fetchMock = stubCasino();
    signIn();
    await renderInShell(
      <Routes>
        <Route path="/game-screen-play" element={<GameScreenPlayRoute />} />
        <Route path="/game-screen" element={<p>game screen</p>} />
      </Routes>,
      { path: `/game-screen-play${query}` },
    );
    await screen.findByTitle('Crash');
    await screen.findByText('₹900.00');
    const ptsCalls = () => fetchMock.mock.calls.filter(([u]) => String(u) === '/api/user/pts').length;
    const before = ptsCalls();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('game screen')).toBeTruthy();
    await waitFor(() => expect(ptsCalls()).toBeGreaterThan(before));
  });

  it('refreshes the balance at once when the framed studio page says the wallet moved, and only then', async () => {
    const fetchMock = stubCasino();
    signIn();
    await renderInShell(<GameScreenPlayRoute />, { path: `/game-screen-play${query}` });
    const frame = (await screen.findByTitle('Crash')) as HTMLIFrameElement;
    // happy-dom loads no frames: give this one a window of its own to post from.
    const framed = new EventTarget() as unknown as Window;
    Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => framed });
    await screen.findByText('₹900.00');
    const ptsCalls = () => fetchMock.mock.calls.filter(([u]) => String(u) === '/api/user/pts').length;
    const post = (init: MessageEventInit) => act(() => void window.dispatchEvent(new MessageEvent('message', init)));
    const moved = { type: BALANCE_CHANGED_MESSAGE, balance: 800 };
    const before = ptsCalls();
    // The studio's page is sandboxed off the site's origin: it posts from the opaque origin.
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-same-origin');
    // Another origin (the site's own included: the frame cannot have it), another window, or
    // another message: nothing.
    post({ data: moved, origin: 'https://games.example.test', source: framed });
    post({ data: moved, origin: window.location.origin, source: framed });
    post({ data: moved, origin: 'null', source: window });
    post({ data: { type: 'something-else', balance: 1 }, origin: 'null', source: framed });
    await new Promise((r) => setTimeout(r, 50));
    expect(ptsCalls()).toBe(before);
    post({ data: moved, origin: 'null', source: framed });
    await waitFor(() => expect(ptsCalls()).toBeGreaterThan(before));
  });

  it("hears no balance message from an outside provider's page, which keeps its own origin", async () => {
    const providerLaunch = 'https://games.example.test/play?token=tok1';
    const fetchMock = stubCasino({
      body: { docs: { launchUrl: providerLaunch, token: 'tok1', expiresAt: new Date().toISOString(), game: crash } },
    });
    signIn();
    await renderInShell(<GameScreenPlayRoute />, { path: `/game-screen-play${query}` });
    const frame = (await screen.findByTitle('Crash')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')?.split(' ')).toContain('allow-same-origin');
    // Its URL stays as the launch answered it: the theme and language are for our studio only.
    expect(frame.getAttribute('src')).toBe(providerLaunch);
    const framed = new EventTarget() as unknown as Window;
    Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => framed });
    await screen.findByText('₹900.00');
    const ptsCalls = () => fetchMock.mock.calls.filter(([u]) => String(u) === '/api/user/pts').length;
    const before = ptsCalls();
    act(
      () =>
        void window.dispatchEvent(
          new MessageEvent('message', { data: { type: BALANCE_CHANGED_MESSAGE, balance: 1 }, origin: 'null', source: framed }),
        ),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(ptsCalls()).toBe(before);
  });

  it('refuses a launch URL that points back at the player page', async () => {
    stubCasino({
      body: { docs: { launchUrl: '/game-screen-play?token=t', token: 't', expiresAt: new Date().toISOString(), game: crash } },
    });
    signIn();
    await renderInShell(<GameScreenPlayRoute />, { path: `/game-screen-play${query}` });
    expect(await screen.findByText('This game is not available')).toBeTruthy();
    expect(screen.queryByTitle('Crash')).toBeNull();
  });

  it('shows the server message when the launch is refused, and asks again on Try again', async () => {
    const fetchMock = stubCasino({ status: 400, body: { message: 'This game is not available', code: 'BAD_REQUEST' } });
    signIn();
    await renderInShell(<GameScreenPlayRoute />, { path: `/game-screen-play${query}` });
    expect(await screen.findByText('This game is not available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(launchCalls(fetchMock)).toHaveLength(2));
  });
});
