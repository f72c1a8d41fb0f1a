import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EVENT_FRAME_MESSAGES,
  eventFrameMessage,
  type EventFrames,
  type LiveTv,
  type Score,
  type ServerMessageName,
  type StreamHosts,
} from '@backlay/contract';
import { events } from '../../src/db/schema/sports.js';
import { forgetCatalogue } from '../../src/modules/sports/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { recordLive } from '../betting/betting-helpers.js';
import { auditOf, docsOf, staffCall } from '../market-admin/market-admin-helpers.js';
import { newPlayer } from '../settlement/settlement-helpers.js';
import { liveTvOf, newCricketEvent, scoresOf, setFrames, setHosts, type Staff } from './event-frames-helpers.js';

/**
 * Live TV and score frames on a real database (docs/decisions/live-tv-and-score-frames.md): who
 * sets which row, where an address shows (the brand's stream hosts), what the players' calls
 * answer and which live message reaches which brand's players. Sockets themselves:
 * frames-socket.test.ts; the pages' frame-src: frame-src.test.ts.
 */

const TV = 'https://tv.example.test/live/1';
const TV2 = 'https://tv.example.test/live/2';
const OWN_TV = 'https://own.example.test/watch?id=7';
const SCORE = 'https://scores.example.test/board/1';

let t: TestApp;
/** Brand A lists tv.example.test, own.example.test and scores.example.test; brand B only tv.example.test. */
let a: SignedInChain;
let b: SignedInChain;
let playerA: string;
let playerB: string;
let administrator: Staff;
let whiteLabelA: Staff;
let whiteLabelB: Staff;

beforeAll(async () => {
  t = await createTestApp();
  a = await signedInChain(t.db);
  b = await signedInChain(t.db);
  administrator = { token: a.tokens.administrator, role: 'administrator' };
  whiteLabelA = { token: a.tokens.whiteLabel, role: 'whiteLabel' };
  whiteLabelB = { token: b.tokens.whiteLabel, role: 'whiteLabel' };
  playerA = (await newPlayer(t, a)).token;
  playerB = (await newPlayer(t, b)).token;
  expect(
    (await setHosts(t, whiteLabelA, a.site.whiteLabel.id, ['tv.example.test', 'OWN.example.test', 'scores.example.test'])).statusCode,
  ).toBe(200);
  expect((await setHosts(t, administrator, b.site.whiteLabel.id, ['tv.example.test'])).statusCode).toBe(200);
});
afterAll(async () => t.close());

const playersOf = (c: SignedInChain) => `whiteLabelPlayers:${c.site.whiteLabel.id}`;
const roomsOf = (to: string | readonly string[]) => (typeof to === 'string' ? [to] : [...to]).sort();

/** The frame messages sent while `fn` ran: name, rooms and payload. */
async function framesSent(fn: () => Promise<unknown>): Promise<{ event: ServerMessageName; to: string[]; payload: unknown }[]> {
  const sent = recordLive(t.app.ctx);
  await fn();
  const names = new Set<ServerMessageName>(['LiveTvUpdated', 'DeleteLiveTvUpdate', 'scoreUpdated', 'scoreDeleted']);
  return sent.filter((s) => names.has(s.event)).map((s) => ({ event: s.event, to: roomsOf(s.to), payload: s.payload }));
}

async function saved(res: Awaited<ReturnType<typeof setFrames>>): Promise<EventFrames> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(EVENT_FRAME_MESSAGES.framesSaved);
  return docsOf<EventFrames>(res);
}

describe('live TV set by the administrator', () => {
  it('shows to the players of every brand that lists its host, told live, then changes and goes', async () => {
    const event = await newCricketEvent(t);
    const off: LiveTv = { eventId: event.id, url: null, available: false };
    expect(await liveTvOf(t, playerA, event.id)).toEqual(off);

    const set = await framesSent(async () => {
      const docs = await saved(await setFrames(t, administrator, { eventId: event.id, liveTvUrl: TV }));
      expect(docs.rows).toEqual([
        expect.objectContaining({
          whiteLabelId: null,
          whiteLabelName: null,
          liveTvUrl: TV,
          scoreFrameUrl: null,
          updatedBy: a.administrator.userName,
        }),
      ]);
      expect(docs.whiteLabels.map((w) => w._id)).toEqual(expect.arrayContaining([a.site.whiteLabel.id, b.site.whiteLabel.id]));
    });
    // One message to both brands' players: both list the host.
    expect(set).toEqual([
      { event: 'LiveTvUpdated', to: [playersOf(a), playersOf(b)].sort(), payload: { eventId: event.id, url: TV, available: true } },
    ]);
    expect(await liveTvOf(t, playerA, event.id)).toEqual({ eventId: event.id, url: TV, available: true });
    expect(await liveTvOf(t, playerB, event.id)).toEqual({ eventId: event.id, url: TV, available: true });

    const changed = await framesSent(() => setFrames(t, administrator, { eventId: event.id, liveTvUrl: TV2 }));
    expect(changed).toEqual([
      { event: 'LiveTvUpdated', to: [playersOf(a), playersOf(b)].sort(), payload: { eventId: event.id, url: TV2, available: true } },
    ]);

    // Sending the same again changes nothing, says nothing and writes no audit row.
    expect(await framesSent(() => setFrames(t, administrator, { eventId: event.id, liveTvUrl: TV2 }))).toEqual([]);

    const removed = await framesSent(async () => {
      const docs = await saved(await setFrames(t, administrator, { eventId: event.id, liveTvUrl: '' }));
      expect(docs.rows).toEqual([]);
    });
    expect(removed).toEqual([{ event: 'DeleteLiveTvUpdate', to: [playersOf(a), playersOf(b)].sort(), payload: { eventId: event.id } }]);
    expect(await liveTvOf(t, playerA, event.id)).toEqual(off);

    const audit = await auditOf(t, event.id);
    expect(audit.map((r) => [r.action, r.actor_id, r.before, r.after])).toEqual([
      [
        'market.eventFrames',
        a.administrator.id,
        { whiteLabelId: null, liveTvUrl: null, scoreFrameUrl: null },
        { whiteLabelId: null, liveTvUrl: TV, scoreFrameUrl: null },
      ],
      [
        'market.eventFrames',
        a.administrator.id,
        { whiteLabelId: null, liveTvUrl: TV, scoreFrameUrl: null },
        { whiteLabelId: null, liveTvUrl: TV2, scoreFrameUrl: null },
      ],
      [
        'market.eventFrames',
        a.administrator.id,
        { whiteLabelId: null, liveTvUrl: TV2, scoreFrameUrl: null },
        { whiteLabelId: null, liveTvUrl: null, scoreFrameUrl: null },
      ],
    ]);
  });

  it('may be any https address; a brand that does not list its host shows nothing and hears nothing', async () => {
    const event = await newCricketEvent(t);
    const sent = await framesSent(async () => {
      await saved(await setFrames(t, administrator, { eventId: event.id, liveTvUrl: OWN_TV }));
    });
    // Only brand A lists own.example.test.
    expect(sent).toEqual([{ event: 'LiveTvUpdated', to: [playersOf(a)], payload: { eventId: event.id, url: OWN_TV, available: true } }]);
    expect((await liveTvOf(t, playerB, event.id)).available).toBe(false);

    const nowhere = await framesSent(async () => {
      await saved(await setFrames(t, administrator, { eventId: event.id, liveTvUrl: 'https://unlisted.example.test/tv' }));
    });
    expect(nowhere).toEqual([{ event: 'DeleteLiveTvUpdate', to: [playersOf(a)], payload: { eventId: event.id } }]);
    expect((await liveTvOf(t, playerA, event.id)).available).toBe(false);
  });

  it("may set a brand's own row, which only that brand's players see", async () => {
    const event = await newCricketEvent(t);
    const sent = await framesSent(async () => {
      const docs = await saved(await setFrames(t, administrator, { eventId: event.id, ofWhiteLabel: b.site.whiteLabel.id, liveTvUrl: TV }));
      expect(docs.rows).toEqual([
        expect.objectContaining({ whiteLabelId: b.site.whiteLabel.id, whiteLabelName: b.site.whiteLabel.name, liveTvUrl: TV }),
      ]);
    });
    expect(sent).toEqual([{ event: 'LiveTvUpdated', to: [playersOf(b)], payload: { eventId: event.id, url: TV, available: true } }]);
    expect((await liveTvOf(t, playerA, event.id)).available).toBe(false);
    expect(
      (await setFrames(t, administrator, { eventId: event.id, ofWhiteLabel: '00000000-0000-4000-8000-000000000000', liveTvUrl: TV }))
        .statusCode,
    ).toBe(404);
  });
});

describe("a white label's own row", () => {
  it("overrides the administrator's for its players only, and gives it back when removed", async () => {
    const event = await newCricketEvent(t);
    await saved(await setFrames(t, administrator, { eventId: event.id, liveTvUrl: TV }));

    const own = await framesSent(async () => {
      const docs = await saved(await setFrames(t, whiteLabelA, { eventId: event.id, liveTvUrl: OWN_TV }));
      // The white label reads the administrator's row and its own.
      expect(docs.rows.map((r) => [r.whiteLabelId, r.liveTvUrl])).toEqual([
        [null, TV],
        [a.site.whiteLabel.id, OWN_TV],
      ]);
      expect(docs.whiteLabels).toEqual([
        {
          _id: a.site.whiteLabel.id,
          name: a.site.whiteLabel.name,
          streamHosts: ['tv.example.test', 'own.example.test', 'scores.example.test'],
        },
      ]);
    });
    expect(own).toEqual([{ event: 'LiveTvUpdated', to: [playersOf(a)], payload: { eventId: event.id, url: OWN_TV, available: true } }]);
    expect((await liveTvOf(t, playerA, event.id)).url).toBe(OWN_TV);
    expect((await liveTvOf(t, playerB, event.id)).url).toBe(TV);

    // The administrator's change reaches brand B only: brand A's own row still says otherwise.
    const platform = await framesSent(() => setFrames(t, administrator, { eventId: event.id, liveTvUrl: TV2 }));
    expect(platform).toEqual([{ event: 'LiveTvUpdated', to: [playersOf(b)], payload: { eventId: event.id, url: TV2, available: true } }]);

    const back = await framesSent(() => setFrames(t, whiteLabelA, { eventId: event.id, liveTvUrl: null }));
    expect(back).toEqual([{ event: 'LiveTvUpdated', to: [playersOf(a)], payload: { eventId: event.id, url: TV2, available: true } }]);
    expect((await liveTvOf(t, playerA, event.id)).url).toBe(TV2);
  });

  it("cannot touch another brand's row or the administrator's, nor read another brand's", async () => {
    const event = await newCricketEvent(t);
    await saved(await setFrames(t, whiteLabelB, { eventId: event.id, liveTvUrl: TV }));
    const before = await auditOf(t, event.id);

    for (const ofWhiteLabel of [b.site.whiteLabel.id, null]) {
      const res = await setFrames(t, whiteLabelA, { eventId: event.id, ofWhiteLabel, liveTvUrl: null });
      expect(res.statusCode, String(ofWhiteLabel)).toBe(403);
      expect(res.json().message).toBe(EVENT_FRAME_MESSAGES.notYourWhiteLabel);
    }
    expect(await auditOf(t, event.id)).toEqual(before);
    expect((await liveTvOf(t, playerB, event.id)).url).toBe(TV);

    const read = docsOf<EventFrames>(
      await staffCall(t, whiteLabelA.token, 'whiteLabel', 'GET', 'market/eventFrames', { eventId: event.id }),
    );
    expect(read.rows).toEqual([]);
    expect(read.whiteLabels.map((w) => w._id)).toEqual([a.site.whiteLabel.id]);
    // Other staff roles have no say.
    expect((await staffCall(t, a.tokens.admin, 'admin', 'GET', 'market/eventFrames', { eventId: event.id })).statusCode).toBe(403);
    expect(
      (await staffCall(t, a.tokens.admin, 'admin', 'PUT', 'market/eventFrames', { eventId: event.id, liveTvUrl: TV })).statusCode,
    ).toBe(403);
  });

  it('sets only addresses whose host it lists, with a clear refusal', async () => {
    const event = await newCricketEvent(t);
    const unlisted = await setFrames(t, whiteLabelB, { eventId: event.id, liveTvUrl: OWN_TV });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json().message).toBe(eventFrameMessage.hostNotListed('own.example.test'));
    const scoreUnlisted = await setFrames(t, whiteLabelB, { eventId: event.id, liveTvUrl: TV, scoreFrameUrl: SCORE });
    expect(scoreUnlisted.statusCode).toBe(400);
    expect(scoreUnlisted.json().message).toBe(eventFrameMessage.hostNotListed('scores.example.test'));
    // Nothing of a refused call is kept.
    expect((await liveTvOf(t, playerB, event.id)).available).toBe(false);
  });
});

describe('bad input', () => {
  it('answers 4xx with a message, never 500', async () => {
    const event = await newCricketEvent(t);
    for (const liveTvUrl of [
      'http://tv.example.test/live',
      'javascript:alert(1)',
      'https://user:pw@tv.example.test/',
      'tv.example.test/live',
      `https://tv.example.test/${'x'.repeat(2000)}`,
    ]) {
      const res = await setFrames(t, administrator, { eventId: event.id, liveTvUrl });
      expect(res.statusCode, liveTvUrl).toBe(400);
      expect(res.json().message, liveTvUrl).toBe(EVENT_FRAME_MESSAGES.urlInvalid);
    }
    const nothing = await setFrames(t, administrator, { eventId: event.id });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(EVENT_FRAME_MESSAGES.nothingToChange);
    const unknown = await setFrames(t, administrator, { eventId: 'no-such-event', liveTvUrl: TV });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await staffCall(t, administrator.token, 'administrator', 'GET', 'market/eventFrames', { eventId: 'no-such-event' })).statusCode,
    ).toBe(404);
    expect((await setFrames(t, administrator, { eventId: event.id, ofWhiteLabel: 'not-a-uuid', liveTvUrl: TV })).statusCode).toBe(400);
  });

  it('keeps frames off a closed event but lets them be removed from it', async () => {
    const event = await newCricketEvent(t);
    await saved(await setFrames(t, administrator, { eventId: event.id, liveTvUrl: TV }));
    await t.db.update(events).set({ status: 'closed', closedAt: t.clock.now() }).where(eq(events.id, event.id));
    forgetCatalogue(t.app.ctx);
    const set = await setFrames(t, administrator, { eventId: event.id, liveTvUrl: TV2 });
    expect(set.statusCode).toBe(409);
    expect(set.json().message).toBe(EVENT_FRAME_MESSAGES.eventClosed);
    expect((await saved(await setFrames(t, administrator, { eventId: event.id, liveTvUrl: null }))).isClosed).toBe(true);
  });
});

describe('score frames', () => {
  const feedScore = (eventId: string): Score => ({
    eventId,
    eventTypeId: 4,
    state: 'live',
    teams: [
      { name: 'India', score: '145/3', detail: '16.2 ov' },
      { name: 'Australia', score: '', detail: '' },
    ],
    summary: 'India chose to bat',
    clock: '16.2',
    recent: ['1', '4', 'W'],
    updatedAt: new Date(0).toISOString(),
    iframeUrl: null,
    score: 'India 145/3 16.2 ov · Australia',
  });

  it("go out as the event's score with iframeUrl, and as scoreDeleted then the bare score when removed", async () => {
    const event = await newCricketEvent(t);
    await t.db
      .update(events)
      .set({ score: feedScore(event.id) })
      .where(eq(events.id, event.id));
    forgetCatalogue(t.app.ctx);

    const set = await framesSent(() => setFrames(t, whiteLabelA, { eventId: event.id, scoreFrameUrl: SCORE }));
    expect(set).toEqual([{ event: 'scoreUpdated', to: [playersOf(a)], payload: { ...feedScore(event.id), iframeUrl: SCORE } }]);
    expect(await scoresOf(t, playerA, event.id)).toEqual([{ ...feedScore(event.id), iframeUrl: SCORE }]);
    expect(await scoresOf(t, playerB, event.id)).toEqual([feedScore(event.id)]);
    expect((await scoresOf(t, playerA)).find((s) => s.eventId === event.id)?.iframeUrl).toBe(SCORE);

    const removed = await framesSent(() => setFrames(t, whiteLabelA, { eventId: event.id, scoreFrameUrl: null }));
    expect(removed).toEqual([
      { event: 'scoreDeleted', to: [playersOf(a)], payload: { eventId: event.id } },
      { event: 'scoreUpdated', to: [playersOf(a)], payload: feedScore(event.id) },
    ]);
    expect(await scoresOf(t, playerA, event.id)).toEqual([feedScore(event.id)]);
  });

  it('come with a score that draws nothing on an event the feed has no score for', async () => {
    const event = await newCricketEvent(t);
    expect(await scoresOf(t, playerA, event.id)).toEqual([]);
    const set = await framesSent(() => setFrames(t, administrator, { eventId: event.id, scoreFrameUrl: SCORE, liveTvUrl: TV }));
    const scored = {
      eventId: event.id,
      eventTypeId: 4,
      state: 'live',
      teams: [],
      summary: '',
      clock: '',
      recent: [],
      iframeUrl: SCORE,
      score: '',
    };
    // Brand A lists both hosts; brand B only the live TV's.
    expect(set).toEqual([
      { event: 'LiveTvUpdated', to: [playersOf(a), playersOf(b)].sort(), payload: { eventId: event.id, url: TV, available: true } },
      { event: 'scoreUpdated', to: [playersOf(a)], payload: expect.objectContaining(scored) },
    ]);
    expect(await scoresOf(t, playerA, event.id)).toEqual([expect.objectContaining(scored)]);
    expect(await scoresOf(t, playerB, event.id)).toEqual([]);
    const removed = await framesSent(() => setFrames(t, administrator, { eventId: event.id, scoreFrameUrl: null }));
    expect(removed).toEqual([{ event: 'scoreDeleted', to: [playersOf(a)], payload: { eventId: event.id } }]);
  });
});

describe('stream hosts', () => {
  it('are listed for the administrator (every brand) and for a white label (its own)', async () => {
    const all = docsOf<StreamHosts[]>(await staffCall(t, administrator.token, 'administrator', 'GET', 'setting/streamHosts'));
    expect(all.find((w) => w._id === b.site.whiteLabel.id)?.streamHosts).toEqual(['tv.example.test']);
    const own = docsOf<StreamHosts[]>(await staffCall(t, whiteLabelB.token, 'whiteLabel', 'GET', 'setting/streamHosts'));
    expect(own).toEqual([{ _id: b.site.whiteLabel.id, name: b.site.whiteLabel.name, streamHosts: ['tv.example.test'] }]);
  });

  it('are checked, kept once each, and need the transaction code', async () => {
    const id = b.site.whiteLabel.id;
    const bad = await setHosts(t, whiteLabelB, id, ['tv.example.test', 'https://x.example.test/live']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(eventFrameMessage.hostInvalid('https://x.example.test/live'));
    const ownSite = await setHosts(t, whiteLabelB, id, [a.site.host]);
    expect(ownSite.statusCode).toBe(400);
    expect(ownSite.json().message).toBe(eventFrameMessage.ownSiteHost(a.site.host));
    // The same name on another port is another origin: it may stream.
    expect((await setHosts(t, whiteLabelB, id, [`${a.site.host}:8443`])).statusCode).toBe(200);
    expect((await setHosts(t, whiteLabelB, id, ['tv.example.test'])).statusCode).toBe(200);
    const many = await setHosts(
      t,
      whiteLabelB,
      id,
      Array.from({ length: 21 }, (_, i) => `h${i}.example.test`),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(EVENT_FRAME_MESSAGES.tooManyHosts);
    expect((await setHosts(t, whiteLabelB, id, ['tv.example.test'], '')).statusCode).toBe(400);
    expect((await setHosts(t, whiteLabelB, id, ['tv.example.test'], '11112222')).statusCode).toBe(400);
    // Another brand's list is not a white label's to change.
    expect((await setHosts(t, whiteLabelB, a.site.whiteLabel.id, [])).statusCode).toBe(403);

    const ok = await setHosts(t, whiteLabelB, id, [' TV.example.test ', '', 'tv.example.test', 'cdn.example.test:8443']);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: EVENT_FRAME_MESSAGES.streamHostsSaved,
      docs: { _id: id, streamHosts: ['tv.example.test', 'cdn.example.test:8443'] },
    });
    const audit = await auditOf(t, id);
    expect(audit.at(-1)).toMatchObject({
      action: 'whiteLabel.streamHosts',
      before: { streamHosts: ['tv.example.test'] },
      after: { streamHosts: ['tv.example.test', 'cdn.example.test:8443'] },
    });
    expect((await setHosts(t, whiteLabelB, id, ['tv.example.test'])).statusCode).toBe(200);
  });

  it("hide and show the frames on their hosts to the brand's players, told live", async () => {
    const event = await newCricketEvent(t);
    await saved(await setFrames(t, administrator, { eventId: event.id, liveTvUrl: TV }));
    const id = b.site.whiteLabel.id;

    const dropped = await framesSent(() => setHosts(t, whiteLabelB, id, []));
    expect(dropped).toContainEqual({ event: 'DeleteLiveTvUpdate', to: [playersOf(b)], payload: { eventId: event.id } });
    expect(dropped.every((m) => m.to.length === 1 && m.to[0] === playersOf(b))).toBe(true);
    expect((await liveTvOf(t, playerB, event.id)).available).toBe(false);

    const back = await framesSent(() => setHosts(t, administrator, id, ['tv.example.test']));
    expect(back).toContainEqual({ event: 'LiveTvUpdated', to: [playersOf(b)], payload: { eventId: event.id, url: TV, available: true } });
    expect((await liveTvOf(t, playerB, event.id)).url).toBe(TV);
  });
});
