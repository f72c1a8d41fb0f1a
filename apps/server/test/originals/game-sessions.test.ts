import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ORIGINALS_MESSAGES,
  ORIGINALS_SESSION_HEADER,
  type OriginalsFairness,
  type OriginalsGameCode,
  type SlotSpinAnswer,
} from '@backlay/contract';
import { hashServerSeed } from '@backlay/domain';
import { buildApp } from '../../src/app.js';
import { originalsRounds, originalsSessions } from '../../src/db/schema/index.js';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { availablePaise, newCasinoPlayer, type TestPlayer } from '../casino/casino-helpers.js';
import { installStudio, openGame, ORIGINALS_ENV } from './originals-helpers.js';

/**
 * The studio's game sessions live in the database (modules/originals/game-sessions.ts): a
 * second server process on the same database (as behind a load balancer without stickiness)
 * serves a page whose session the first opened, and two plays at once on one session, through
 * either process, never use the same seeds.
 */

let t: TestApp;
/** The second process: its own app (own studio, own wallet client) on the same database and clock. */
let other: FastifyInstance;
let c: SignedInChain;
let games: Record<OriginalsGameCode, string>;

beforeAll(async () => {
  t = await createTestApp(ORIGINALS_ENV);
  other = await buildApp({ config: t.config, db: t.db, writeDb: t.app.ctx.writeDb, clock: t.clock, logger: false });
  await other.ready();
  c = await signedInChain(t.db);
  games = await installStudio(t);
});
afterAll(async () => {
  await other?.close();
  await t.close();
});

function call(
  app: FastifyInstance,
  session: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { [ORIGINALS_SESSION_HEADER]: session }, ...(payload ? { payload } : {}) });
}
const spin = (app: FastifyInstance, session: string) => call(app, session, 'POST', '/api/originals/fruit-line/spin', { amount: 10 });
const docs = <T>(res: LightMyRequestResponse) => (res.json() as { docs: T }).docs;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function open(paise = 1_000_00): Promise<{ p: TestPlayer; session: string }> {
  const p = await newCasinoPlayer(t, c, paise);
  return { p, session: await openGame(t, p, games, 'fruit-line') };
}

async function sessionRow(session: string) {
  const [row] = await t.db
    .select()
    .from(originalsSessions)
    .where(eq(originalsSessions.tokenHash, sha256(session)));
  return row ?? null;
}

async function roundsOf(playerId: string) {
  return t.db.select().from(originalsRounds).where(eq(originalsRounds.playerId, playerId));
}

/**
 * Holds every `sessions.get` of both processes until `count` have read their session: each
 * play then goes on with the same seeds read, as two requests arriving at once would.
 */
function readTogether(count: number): () => void {
  let arrived = 0;
  let release = () => {};
  const allRead = new Promise<void>((resolve) => (release = resolve));
  const spies = [t.app, other].map((app) => {
    const sessions = app.originals.sessions;
    const read = sessions.get.bind(sessions);
    return vi.spyOn(sessions, 'get').mockImplementation(async (...args) => {
      const session = await read(...args);
      if (++arrived === count) release();
      await allRead;
      return session;
    });
  });
  return () => spies.forEach((spy) => spy.mockRestore());
}

describe('game sessions shared by every process', () => {
  it('a session opened through one process is served by another on the same database', async () => {
    const { p, session } = await open();
    const row = await sessionRow(session);
    // Only the token's SHA-256 is kept.
    expect(row).toMatchObject({ game: 'fruit-line', playerId: p.user.id, nonce: 0 });
    expect(Object.values(row!)).not.toContain(session);

    const committed = docs<OriginalsFairness>(await call(t.app, session, 'GET', '/api/originals/fair'));
    expect(docs<OriginalsFairness>(await call(other, session, 'GET', '/api/originals/fair'))).toEqual(committed);
    expect(docs<{ balance: number }>(await call(other, session, 'GET', '/api/originals/balance')).balance).toBe(1_000);

    const first = await spin(other, session);
    expect(first.statusCode, first.body).toBe(200);
    const onOther = docs<SlotSpinAnswer>(first);
    expect(onOther.fairness).toMatchObject({ serverSeedHash: committed.serverSeedHash, nonce: 0 });
    expect(hashServerSeed(onOther.fairness.serverSeed!)).toBe(committed.serverSeedHash);

    // The first process plays on what the second left: the seeds it showed as next.
    expect(docs<OriginalsFairness>(await call(t.app, session, 'GET', '/api/originals/fair'))).toEqual(onOther.next);
    const onFirst = docs<SlotSpinAnswer>(await spin(t.app, session));
    expect(onFirst.fairness).toMatchObject({ serverSeedHash: onOther.next.serverSeedHash, clientSeed: committed.clientSeed, nonce: 1 });

    const set = docs<OriginalsFairness>(await call(other, session, 'PUT', '/api/originals/fair', { clientSeed: 'from-tab-two' }));
    expect(set).toMatchObject({ clientSeed: 'from-tab-two', nonce: 0 });
    expect(docs<OriginalsFairness>(await call(t.app, session, 'GET', '/api/originals/fair'))).toEqual(set);

    const wrongGame = await call(other, session, 'POST', '/api/originals/dragon-tiger/play', { amount: 10, bet: 'tie' });
    expect([wrongGame.statusCode, wrongGame.json().message]).toEqual([403, ORIGINALS_MESSAGES.wrongGame]);
    const unknown = await spin(other, 'not-a-session');
    expect([unknown.statusCode, unknown.json().message]).toEqual([401, ORIGINALS_MESSAGES.sessionInvalid]);
    expect((await roundsOf(p.user.id)).map((r) => r.nonce).sort()).toEqual([0, 1]);
  });

  it('two plays at once on one session, one per process: one plays, the other is refused with 409 and debits nothing', async () => {
    const { p, session } = await open();
    const committed = docs<OriginalsFairness>(await call(t.app, session, 'GET', '/api/originals/fair'));
    const restore = readTogether(2);
    const answers = await Promise.all([spin(t.app, session), spin(other, session)]).finally(restore);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const played = docs<SlotSpinAnswer>(answers.find((a) => a.statusCode === 200)!);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ message: ORIGINALS_MESSAGES.seedsTaken });
    expect(played.fairness).toMatchObject({ serverSeedHash: committed.serverSeedHash, nonce: 0 });
    // Only the one play is recorded and moved points.
    expect(await roundsOf(p.user.id)).toHaveLength(1);
    expect(await availablePaise(t, p.user)).toBe(1_000_00n - 10_00n + BigInt(Math.round(played.payout * 100)));

    // The page plays again on the seeds it is shown next.
    const again = docs<SlotSpinAnswer>(await spin(other, session));
    expect(again.fairness).toMatchObject({ serverSeedHash: played.next.serverSeedHash, nonce: 1 });
  });

  it('many plays at once through both processes never share a nonce or a server seed', async () => {
    const { p, session } = await open();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => spin(i % 2 ? other : t.app, session)));
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect([refused.statusCode, refused.json().message]).toEqual([409, ORIGINALS_MESSAGES.seedsTaken]);
    }
    const plays = answers.filter((a) => a.statusCode === 200).map((a) => docs<SlotSpinAnswer>(a));
    expect(plays.length).toBeGreaterThan(0);
    const nonces = plays.map((s) => s.fairness.nonce);
    const seeds = plays.map((s) => s.fairness.serverSeed);
    expect(new Set(nonces).size).toBe(plays.length);
    expect(new Set(seeds).size).toBe(plays.length);
    const rounds = await roundsOf(p.user.id);
    expect(rounds.map((r) => r.nonce).sort()).toEqual([...nonces].sort());
    const won = plays.reduce((sum, s) => sum + BigInt(Math.round(s.payout * 100)) - 10_00n, 0n);
    expect(await availablePaise(t, p.user)).toBe(1_000_00n + won);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('notes use at most once a minute, forgets a session idle for 12 hours on every process, and sweeps it', async () => {
    const { session } = await open();
    const openedAt = (await sessionRow(session))!.lastUsedAt;
    t.clock.advance(30_000);
    expect((await call(other, session, 'GET', '/api/originals/balance')).statusCode).toBe(200);
    expect((await sessionRow(session))!.lastUsedAt).toEqual(openedAt);
    t.clock.advance(31_000);
    expect((await call(other, session, 'GET', '/api/originals/balance')).statusCode).toBe(200);
    expect((await sessionRow(session))!.lastUsedAt).toEqual(t.clock.now());
    // A play writes its seeds and the time with them.
    t.clock.advance(1_000);
    expect((await spin(t.app, session)).statusCode).toBe(200);
    expect((await sessionRow(session))!.lastUsedAt).toEqual(t.clock.now());

    t.clock.advance(12 * 60 * 60 * 1000 + 1);
    for (const app of [t.app, other]) {
      const res = await call(app, session, 'GET', '/api/originals/fair');
      expect([res.statusCode, res.json().message]).toEqual([401, ORIGINALS_MESSAGES.sessionInvalid]);
    }
    expect(await sessionRow(session)).not.toBeNull();
    // The next launch sweeps the idle rows (these tests' earlier sessions too); its own stays.
    const fresh = await open();
    expect(await sessionRow(session)).toBeNull();
    expect(await t.db.select({ tokenHash: originalsSessions.tokenHash }).from(originalsSessions)).toEqual([
      { tokenHash: sha256(fresh.session) },
    ]);
  });
});
