import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { EventMarkets, Score } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { useSession } from '../../../lib/session-store';
import { LiveProvider } from '../../../lib/live/live-provider';
import { market } from '../../../lib/live/test/fixtures';
import type { FakeSocket } from '../../../lib/live/test/fake-socket';
import { EventRoute } from './event-page';

// The socket.io client is the edge we do not own: the test plays the server through a fake.
const sockets = vi.hoisted(() => ({ current: null as FakeSocket | null }));
vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('../../../lib/live/test/fake-socket');
  return {
    io: (opts: { auth: object }) => {
      sockets.current = new FakeSocket(opts.auth);
      return sockets.current;
    },
  };
});

resetSessionBetweenTests();

const TV = 'https://tv.example.com/live/1';
const SCORE = 'https://scores.example.com/board/1';

function page(): EventMarkets {
  return {
    event: {
      id: 'e1',
      name: 'India v Australia',
      countryCode: 'IN',
      timezone: 'Asia/Kolkata',
      openDate: '2099-11-01T14:00:00.000Z',
      eventTypeId: 4,
      eventTypeName: 'Cricket',
      competitionId: 'c1',
      competitionName: 'ODI',
      status: 'inPlay',
      inPlay: true,
      hasBookmaker: false,
      hasSession: false,
      liveTv: true,
    },
    markets: [market('1.1', { eventId: 'e1', eventTypeId: 4 })],
    score: null,
  };
}

function score(over: Partial<Score> = {}): Score {
  return {
    eventId: 'e1',
    eventTypeId: 4,
    state: 'live',
    teams: [],
    summary: '',
    clock: '',
    recent: [],
    updatedAt: '2099-11-01T14:23:00.000Z',
    iframeUrl: null,
    score: '',
    ...over,
  };
}

async function renderEvent(
  frames: { liveTv: string | null; scores: Score[] },
  { isConnected = true, liveTvAnswer }: { isConnected?: boolean; liveTvAnswer?: Promise<void> } = {},
) {
  useSession.setState({ token: 'tok', userType: 'user', isLogin: true });
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    let docs: unknown = [];
    if (url.startsWith('/api/common/game/market?')) docs = page();
    else if (url.startsWith('/api/protected/game/liveTv?')) {
      await liveTvAnswer;
      docs = { eventId: 'e1', url: frames.liveTv, available: frames.liveTv !== null };
    } else if (url.startsWith('/api/protected/game/marketScoreList?')) docs = frames.scores;
    return new Response(JSON.stringify({ docs }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  await renderInShell(
    <LiveProvider>
      <Routes>
        <Route path="/events/:eventId" element={<EventRoute />} />
      </Routes>
    </LiveProvider>,
    { path: '/events/e1' },
  );
  const socket = sockets.current!;
  if (isConnected) act(() => socket.serverConnect());
  await screen.findByRole('heading', { level: 1, name: 'India v Australia' });
  return { socket, fetchMock };
}

const liveTvFrame = () => screen.queryByTitle('Live TV: India v Australia');
const scoreFrame = () => screen.queryByTitle('Scoreboard: India v Australia');

describe('event page frames', () => {
  it('shows the live TV in a sandboxed 16:9 frame, and follows it as staff change and remove it', async () => {
    const { socket } = await renderEvent({ liveTv: TV, scores: [] });
    const frame = (await screen.findByTitle('Live TV: India v Australia')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(TV);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen');

    // Another event's messages leave it alone.
    act(() => socket.serverSend('DeleteLiveTvUpdate', { eventId: 'e2' }));
    act(() => socket.serverSend('DeleteLiveTvUpdate', { eventId: 'e1' }));
    await vi.waitFor(() => expect(liveTvFrame()).toBeNull());
    act(() => socket.serverSend('LiveTvUpdated', { eventId: 'e1', url: 'https://tv.example.com/live/2', available: true }));
    await vi.waitFor(() => expect(liveTvFrame()?.getAttribute('src')).toBe('https://tv.example.com/live/2'));
  });

  it('folds the live TV away and back', async () => {
    await renderEvent({ liveTv: TV, scores: [] });
    const toggle = await screen.findByRole('button', { name: /Live TV/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(liveTvFrame()).toBeNull();
    fireEvent.click(toggle);
    expect(liveTvFrame()).not.toBeNull();
  });

  it('shows a score frame set by staff, keeps it through the feed’s own scores, and drops it on scoreDeleted', async () => {
    const { socket } = await renderEvent({ liveTv: null, scores: [] });
    expect(liveTvFrame()).toBeNull();
    expect(scoreFrame()).toBeNull();

    // A frame on an event the feed has no score for: the frame, not an empty score card.
    act(() => socket.serverSend('scoreUpdated', score({ iframeUrl: SCORE })));
    await vi.waitFor(() => expect(scoreFrame()?.getAttribute('src')).toBe(SCORE));
    expect(screen.queryByRole('region', { name: 'Score' })).toBeNull();

    act(() => socket.serverSend('scoreUpdated', score({ teams: [{ name: 'India', score: '12/0', detail: '' }], summary: 'Toss won' })));
    expect(await screen.findByText('Toss won')).toBeTruthy();
    expect(scoreFrame()?.getAttribute('src')).toBe(SCORE);

    act(() => socket.serverSend('scoreDeleted', { eventId: 'e1' }));
    await vi.waitFor(() => expect(scoreFrame()).toBeNull());
  });

  it('asks again when the channel connects after the page asked: a change before the join reached no one', async () => {
    const { socket, fetchMock } = await renderEvent({ liveTv: TV, scores: [] }, { isConnected: false });
    const liveTvCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/protected/game/liveTv?')).length;
    await screen.findByTitle('Live TV: India v Australia');
    expect(liveTvCalls()).toBe(1);
    // The page asked before its socket connected, and asks again once it has.
    act(() => socket.serverConnect());
    await vi.waitFor(() => expect(liveTvCalls()).toBe(2));
    act(() => socket.serverDrop());
    act(() => socket.serverConnect());
    await vi.waitFor(() => expect(liveTvCalls()).toBe(3));
  });

  it('keeps a message that came while the page was asking: the answer may predate the change', async () => {
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { socket, fetchMock } = await renderEvent({ liveTv: null, scores: [] }, { liveTvAnswer: held });
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/protected/game/liveTv?'))).toBe(true));
    act(() => socket.serverSend('LiveTvUpdated', { eventId: 'e1', url: TV, available: true }));
    await vi.waitFor(() => expect(liveTvFrame()?.getAttribute('src')).toBe(TV));
    await act(async () => answer());
    // The answer (read before the change: none) arrived after the message and does not undo it.
    await new Promise((r) => setTimeout(r, 50));
    expect(liveTvFrame()?.getAttribute('src')).toBe(TV);
  });

  it('starts from the score frame the score list names', async () => {
    await renderEvent({ liveTv: null, scores: [score({ iframeUrl: SCORE })] });
    expect(((await screen.findByTitle('Scoreboard: India v Australia')) as HTMLIFrameElement).getAttribute('src')).toBe(SCORE);
  });
});
