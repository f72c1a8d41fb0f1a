import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StaffMarket } from '@backlay/contract';
import { buildApp } from '../../src/app.js';
import { markets } from '../../src/db/schema/sports.js';
import { newChain } from '../factories.js';
import { sessionToken } from '../live/live-helpers.js';
import { LOCAL_REDIS_URL, localRedisUp } from '../local-redis.js';
import { newCompetition, newEvent } from '../sports/sports-factories.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { docsOf, pricedManualBookmaker, staffCall } from './market-admin-helpers.js';

/**
 * A manual market's `seq` is the same in every process: two app instances on one database stand
 * for two server processes, staff set its odds and hold it on one and then the other, and both
 * show every state with the number the database gave it, as does a process started afterwards.
 * A screen that takes an HTTP answer from one and live updates from the other (newer seq wins)
 * then never drops a newer state.
 */

interface Pair {
  t: TestApp;
  /** The second process: its own app (price cache, staff market sync), the same database and clock. */
  b: FastifyInstance;
  token: string;
}

async function startPair(env: Record<string, string>): Promise<Pair> {
  const t = await createTestApp({ FEED: 'none', ...env });
  const b = await buildApp({ config: t.config, db: t.db, writeDb: t.app.ctx.writeDb, clock: t.clock, logger: false });
  await b.ready();
  const chain = await newChain(t.db);
  return { t, b, token: await sessionToken(t.db, chain.administrator) };
}

async function closePair(p: Pair | undefined): Promise<void> {
  await p?.b.close();
  await p?.t.close();
}

/** A manual bookmaker made and priced on the first process: its first stored state. */
async function pricedBookmaker(p: Pair): Promise<StaffMarket> {
  const competition = await newCompetition(p.t.app.ctx, { eventTypeId: 4 });
  const event = await newEvent(p.t.app.ctx, { competition, status: 'inPlay', openDate: new Date(p.t.clock.now().getTime() - 600_000) });
  return pricedManualBookmaker(p.t, { token: p.token, role: 'administrator' }, event.id);
}

/** Staff on `app` type odds (back `back`, a round book) and get the market as that process shows it. */
async function setOdds(p: Pair, app: FastifyInstance, made: StaffMarket, back: number): Promise<StaffMarket> {
  const [x, y] = made.market.teams;
  return docsOf<StaffMarket>(
    await staffCall({ ...p.t, app }, p.token, 'administrator', 'PUT', 'market/manual/odds', {
      marketId: made.market.id,
      runners: [
        { id: x!.id, back: { odd: back }, lay: { odd: back + 5 } },
        { id: y!.id, back: { odd: 200 - back }, lay: { odd: 205 - back } },
      ],
    }),
  );
}

async function suspend(p: Pair, app: FastifyInstance, marketId: string, suspended: boolean): Promise<StaffMarket> {
  return docsOf<StaffMarket>(await staffCall({ ...p.t, app }, p.token, 'administrator', 'PATCH', 'market', { marketId, suspended }));
}

async function stored(p: Pair, marketId: string) {
  const [row] = await p.t.db.select({ snapshot: markets.snapshot }).from(markets).where(eq(markets.id, marketId));
  return row?.snapshot;
}

/** The market in one process's price cache: its seq, and what players see of it. */
function shown(app: FastifyInstance, marketId: string) {
  const prices = app.ctx.prices;
  const m = prices.get(marketId);
  if (!m) return undefined;
  const wire = prices.toWire(m);
  return { seq: wire.seq, status: wire.status, runners: wire.runners, updatedAt: wire.updatedAt };
}

describe('through the staff market sync', () => {
  let p: Pair;
  beforeAll(async () => {
    p = await startPair({});
  });
  afterAll(async () => closePair(p));

  const syncBoth = () => Promise.all([p.t.app.staffMarkets.run(), p.b.staffMarkets.run()]);

  it('numbers odds set on one process and then the other alike on both, and in a process started later', async () => {
    const made = await pricedBookmaker(p);
    const id = made.market.id;
    const a = p.t.app;
    expect(shown(a, id)?.seq).toBe(1);
    await syncBoth();
    expect(shown(p.b, id)).toEqual(shown(a, id));

    const second = await setOdds(p, p.b, made, 85);
    expect(second.market.seq).toBe(2);
    await syncBoth();
    expect(shown(a, id)).toMatchObject({ seq: 2, status: 'open' });
    expect(shown(a, id)).toEqual(shown(p.b, id));

    // A hold is a change players see: the next number, from the database too.
    const held = await suspend(p, a, id, true);
    expect(held.market).toMatchObject({ seq: 3, status: 'suspended' });
    await syncBoth();
    expect(shown(p.b, id)).toMatchObject({ seq: 3, status: 'suspended' });
    const third = await setOdds(p, p.b, made, 75);
    expect(third.market).toMatchObject({ seq: 4, status: 'suspended' });
    expect((await suspend(p, p.b, id, false)).market).toMatchObject({ seq: 5, status: 'open' });
    await syncBoth();
    await syncBoth();
    expect(shown(a, id)).toMatchObject({ seq: 5, status: 'open' });
    expect(shown(a, id)).toEqual(shown(p.b, id));
    expect((await stored(p, id))?.seq).toBe(5);

    // A process started now counts nothing of its own: it shows the stored number.
    const later = await buildApp({ config: p.t.config, db: p.t.db, writeDb: p.t.app.ctx.writeDb, clock: p.t.clock, logger: false });
    try {
      await later.ready();
      expect(shown(later, id)).toEqual(shown(a, id));
    } finally {
      await later.close();
    }
  });

  it('gives odds set at once on both processes two numbers, and both show the later', async () => {
    const made = await pricedBookmaker(p);
    const id = made.market.id;
    const answers = await Promise.all([setOdds(p, p.t.app, made, 70), setOdds(p, p.b, made, 90)]);
    expect(answers.map((s) => s.market.seq).sort((x, y) => x - y)).toEqual([2, 3]);
    await syncBoth();
    expect(shown(p.t.app, id)?.seq).toBe(3);
    expect(shown(p.t.app, id)).toEqual(shown(p.b, id));
    expect(shown(p.b, id)?.runners[0]?.back[0]?.odd).toBe((await stored(p, id))?.runners[0]?.back[0]?.[0]);
  });
});

/**
 * The same through the price stream's asides alone (both syncs stopped), then a sync pass that
 * must not count the state the aside brought a second time. Needs the local Redis
 * (127.0.0.1:6379); skipped, and said so, without it.
 */
const redisUp = await localRedisUp('manual-market-seq.test', 'skipped the price stream case');

describe.runIf(redisUp)('through the price stream', () => {
  let p: Pair;
  beforeAll(async () => {
    // A prefix of its own: no other test's processes on this Redis hear these asides.
    p = await startPair({ REDIS_URL: LOCAL_REDIS_URL, REDIS_KEY_PREFIX: `seq-${randomUUID()}:` });
  });
  afterAll(async () => closePair(p));

  it('tells the other process each state with its stored number', async () => {
    const a = p.t.app;
    await Promise.all([a.staffMarkets.stop(), p.b.staffMarkets.stop()]);
    try {
      const made = await pricedBookmaker(p);
      const id = made.market.id;
      await expect.poll(() => shown(p.b, id)?.seq).toBe(1);
      await setOdds(p, p.b, made, 85);
      await expect.poll(() => shown(a, id)?.seq).toBe(2);
      await suspend(p, a, id, true);
      await expect.poll(() => shown(p.b, id)).toMatchObject({ seq: 3, status: 'suspended' });
      await suspend(p, p.b, id, false);
      await expect.poll(() => shown(a, id)).toMatchObject({ seq: 4, status: 'open' });
      expect(shown(a, id)).toEqual(shown(p.b, id));

      // What the asides brought is the stored state: a sync pass leaves the number alone.
      await Promise.all([a.staffMarkets.run(), p.b.staffMarkets.run()]);
      expect(shown(a, id)).toMatchObject({ seq: 4, status: 'open' });
      expect(shown(a, id)).toEqual(shown(p.b, id));
      expect((await stored(p, id))?.seq).toBe(4);
    } finally {
      a.staffMarkets.start();
      p.b.staffMarkets.start();
    }
  });
});
