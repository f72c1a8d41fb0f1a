import { afterAll, beforeAll, expect, it } from 'vitest';
import { fc } from '@fast-check/vitest';
import type { MarketType } from '@backlay/contract';
import { betPnlAt, sessionPnlAt, teamPnlAt, type MarketResult, type SessionBookLine, type TeamBook } from '@backlay/domain';
import type { UserRow } from '../../src/lib/context.js';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { credit, openMarket } from '../betting/betting-helpers.js';
import {
  accountsOf,
  balanceDeltas,
  bet,
  betsOfMarket,
  declareAndSettle,
  marketBooks,
  newPlayer,
  rollbackAndReverse,
  setPartnerships,
} from './settlement-helpers.js';

/**
 * Properties of settlement on the real database, over random markets, bets, partnerships and
 * results: it moves exactly each book's P/L at the result; the uplines' and house's parts sum
 * to it exactly; settle, roll back, settle again leaves the same balances as settling once
 * (and the roll-back in between restores every balance and exposure).
 */

let t: TestApp;
let c: SignedInChain;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  for (const key of ['whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch'] as const) await credit(t, c[key], 1_000_000_00);
});
afterAll(async () => t.close());

/** Orders the default ladders take (betting-helpers DEFAULT_LADDERS), by market type. */
const MENU: Record<MarketType, { runner?: number; side: 'BACK' | 'LAY'; odd: number; run?: number }[]> = {
  betfair: [
    { side: 'BACK', odd: 1.85 },
    { side: 'LAY', odd: 1.87 },
    { runner: 1, side: 'BACK', odd: 2.05 },
    { runner: 1, side: 'LAY', odd: 2.07 },
  ],
  bookmaker: [
    { side: 'BACK', odd: 85 },
    { side: 'LAY', odd: 90 },
    { runner: 1, side: 'BACK', odd: 75 },
    { runner: 1, side: 'LAY', odd: 80 },
  ],
  session: [
    { side: 'BACK', odd: 100, run: 46 },
    { side: 'LAY', odd: 100, run: 45 },
  ],
};

const scenario = fc.record({
  type: fc.constantFrom<MarketType>('betfair', 'bookmaker', 'session'),
  // Partnerships may add up past 100%: the lower ones are cut.
  shares: fc.record({
    whiteLabel: fc.integer({ min: 0, max: 6_000 }),
    admin: fc.integer({ min: 0, max: 3_333 }),
    master: fc.integer({ min: 0, max: 4_000 }),
    agent: fc.integer({ min: 0, max: 2_500 }),
  }),
  players: fc.array(fc.array(fc.record({ pick: fc.nat(), stake: fc.integer({ min: 100, max: 2_000 }) }), { minLength: 1, maxLength: 3 }), {
    minLength: 1,
    maxLength: 3,
  }),
  result: fc.oneof(fc.constant({ void: true } as const), fc.record({ pick: fc.nat(), run: fc.integer({ min: 0, max: 90 }) })),
});

it('settle moves the book P/L, shares sum to it, and settle/roll back/settle equals settling once', async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async (s) => {
      await setPartnerships(t, c, s.shares);
      const m = await openMarket(t, { type: s.type });
      const players: UserRow[] = [];
      for (const bets of s.players) {
        const p = await newPlayer(t, c, { paise: 100_000_00 });
        for (const b of bets) await bet(t, p.token, m, { ...MENU[s.type][b.pick % MENU[s.type].length]!, stake: b.stake });
        players.push(p.user);
      }
      const result: MarketResult =
        'void' in s.result
          ? { kind: 'void' }
          : s.type === 'session'
            ? { kind: 'score', score: s.result.run }
            : { kind: 'winner', winnerRunnerId: m.runners[s.result.pick % 2]!.id };
      const body = {
        marketId: m.market.id,
        ...(result.kind === 'void' ? { void: true } : result.kind === 'score' ? { run: result.score } : { teamId: result.winnerRunnerId }),
      };
      const pnlAt = (book: unknown): number =>
        result.kind === 'void'
          ? 0
          : result.kind === 'score'
            ? sessionPnlAt(book as SessionBookLine[], result.score)
            : teamPnlAt(book as TeamBook, result.winnerRunnerId);
      const expected = new Map((await marketBooks(t, m.market.id)).map((b) => [b.user_id, pnlAt(b.book)] as const));
      const everyone = [...players, c.whiteLabel, c.admin, c.superMaster, c.master, c.agent, c.branch];

      const open = await accountsOf(t, everyone);
      await declareAndSettle(t, c, body);
      const once = await accountsOf(t, everyone);
      const deltas = balanceDeltas(open, once);
      for (const p of players) {
        expect(deltas[p.id] ?? 0).toBe(expected.get(p.id));
        expect(once[p.id]!.exposure).toBe(0);
      }
      // The uplines and the house take exactly the other side of the players' P/L.
      const playersPnl = players.reduce((a, p) => a + (deltas[p.id] ?? 0), 0);
      const uplinesAndHouse = Object.entries(deltas)
        .filter(([k]) => !players.some((p) => p.id === k))
        .reduce((a, [, d]) => a + d, 0);
      expect(uplinesAndHouse + playersPnl).toBe(0);
      // Each bet is marked at the domain's P/L for it (the chunk itself checks each player's sum against the book).
      for (const b of await betsOfMarket(t, m.market.id)) {
        const settling = { runnerId: b.runner_id, side: b.side, odd: b.odd, run: b.run, stake: Number(b.stake) };
        expect([b.status, Number(b.pnl)]).toEqual([result.kind === 'void' ? 'void' : 'settled', betPnlAt(s.type, settling, result)]);
      }

      await rollbackAndReverse(t, c, m.market.id);
      expect(await accountsOf(t, everyone)).toEqual(open);
      await declareAndSettle(t, c, body);
      expect(await accountsOf(t, everyone)).toEqual(once);
    }),
    { numRuns: 12 },
  );
  expect((await checkLedger(t.db)).ok).toBe(true);
});
