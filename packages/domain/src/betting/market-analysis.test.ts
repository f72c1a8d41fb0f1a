import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { splitMarketPnl, type PartnerShare } from '../settlement/partnership-split.js';
import {
  analyseSessionMarket,
  analyseTeamMarket,
  partnerAmount,
  sessionBandStarts,
  worstOutcome,
  type OutcomeSplit,
} from './market-analysis.js';
import { sessionBookOf, sessionPnlAt } from './session-book.js';
import { teamBookOf, teamPnlAt } from './team-book.js';
import { oddFor, runnerIds, sessionOdd, side, teamKind } from './test-arbitraries.js';

/** Uplines of the generated players: a fixed chain, each bet recording some of it with random shares. */
const UPLINES = ['wl', 'admin', 'master', 'agent'];
const shares: fc.Arbitrary<PartnerShare[]> = fc.tuple(
  ...UPLINES.map((userId) =>
    fc.record({ userId: fc.constant(userId), bps: fc.oneof(fc.integer({ min: 0, max: 6_000 }), fc.constant(3_333)) }),
  ),
);
const player = fc.constantFrom('p1', 'p2', 'p3');
const smallStake = fc.integer({ min: 100, max: 1e8 });

const teamScenario = teamKind.chain((kind) =>
  fc.integer({ min: 2, max: 5 }).chain((count) => {
    const runners = runnerIds(count);
    const bet = fc.record({ runnerId: fc.constantFrom(...runners), side, odd: oddFor(kind), stake: smallStake, userId: player, shares });
    return fc.record({ kind: fc.constant(kind), runners: fc.constant(runners), bets: fc.array(bet, { maxLength: 15 }) });
  }),
);
const sessionScenario = fc.array(
  fc.record({ side, run: fc.integer({ min: 0, max: 120 }), odd: sessionOdd, stake: smallStake, userId: player, shares }),
  { maxLength: 15 },
);

function sumOf(split: OutcomeSplit): number {
  return split.players + Object.values(split.partners).reduce((a, b) => a + b, 0) + split.house;
}

describe('market analysis', () => {
  it('gives a master its share of a player back bet on each runner', () => {
    const a = analyseTeamMarket(
      'betfair',
      ['r0', 'r1'],
      [{ userId: 'p', runnerId: 'r0', side: 'back', odd: 200, stake: 10_000, shares: [{ userId: 'm', bps: 3_000 }] }],
    );
    // Player wins 100 if r0 wins, loses 100 otherwise; the master holds 30% of the other side.
    expect(a.byRunner.r0).toEqual({ players: 10_000, partners: { m: -3_000 }, house: -7_000 });
    expect(a.byRunner.r1).toEqual({ players: -10_000, partners: { m: 3_000 }, house: 7_000 });
    expect(worstOutcome([partnerAmount(a.byRunner.r0!, 'm'), partnerAmount(a.byRunner.r1!, 'm')])).toBe(-3_000);
    expect(partnerAmount(a.byRunner.r0!, 'stranger')).toBe(0);
  });

  it('bands a session market at the runs of its bets', () => {
    const a = analyseSessionMarket([
      { userId: 'p', side: 'back', run: 46, odd: 100, stake: 1_000, shares: [{ userId: 'm', bps: 5_000 }] },
      { userId: 'p', side: 'lay', run: 40, odd: 100, stake: 1_000, shares: [{ userId: 'm', bps: 5_000 }] },
    ]);
    expect(a.bands).toEqual([
      { fromRun: 0, toRun: 39, players: 0, partners: { m: 0 }, house: 0 },
      { fromRun: 40, toRun: 45, players: -2_000, partners: { m: 1_000 }, house: 1_000 },
      { fromRun: 46, toRun: null, players: 0, partners: { m: 0 }, house: 0 },
    ]);
  });

  test.prop([teamScenario])('team: uplines plus house are the players negated book exactly, at every runner', ({ kind, runners, bets }) => {
    const a = analyseTeamMarket(kind, runners, bets);
    const book = teamBookOf(kind, runners, bets);
    for (const r of runners) {
      expect(a.byRunner[r]!.players).toBe(teamPnlAt(book, r));
      expect(sumOf(a.byRunner[r]!)).toBe(0);
    }
  });

  test.prop([teamScenario])('team: each partner gets what settlement would credit it on that runner', ({ kind, runners, bets }) => {
    const a = analyseTeamMarket(kind, runners, bets);
    for (const r of runners) {
      const expected: Record<string, number> = {};
      for (const p of ['p1', 'p2', 'p3']) {
        const mine = bets.filter((b) => b.userId === p);
        const split = splitMarketPnl(mine.map((b) => ({ pnl: teamPnlAt(teamBookOf(kind, runners, [b]), r), shares: b.shares })));
        for (const s of split.partners) expected[s.userId] = (expected[s.userId] ?? 0) + s.amount;
      }
      for (const u of UPLINES) expect(partnerAmount(a.byRunner[r]!, u)).toBe(expected[u] ?? 0);
    }
  });

  test.prop([sessionScenario, fc.integer({ min: 0, max: 200 })])(
    'session: bands cover every score and sum to zero; the players total is their book at that score',
    (bets, score) => {
      const a = analyseSessionMarket(bets);
      expect(a.bands[0]!.fromRun).toBe(0);
      expect(a.bands.at(-1)!.toRun).toBeNull();
      for (let i = 1; i < a.bands.length; i++) expect(a.bands[i]!.fromRun).toBe(a.bands[i - 1]!.toRun! + 1);
      for (const band of a.bands) expect(sumOf(band)).toBe(0);
      const band = a.bands.find((b) => b.fromRun <= score && (b.toRun === null || score <= b.toRun))!;
      const players = ['p1', 'p2', 'p3'].reduce((t, p) => t + sessionPnlAt(sessionBookOf(bets.filter((b) => b.userId === p)), score), 0);
      expect(band.players).toBe(players);
    },
  );

  test.prop([sessionScenario])('session: per-player analyses on the whole market bands add up to the whole, band by band', (bets) => {
    const starts = sessionBandStarts(bets);
    const whole = analyseSessionMarket(bets, starts);
    const parts = ['p1', 'p2', 'p3'].map((p) =>
      analyseSessionMarket(
        bets.filter((b) => b.userId === p),
        starts,
      ),
    );
    whole.bands.forEach((band, i) => {
      expect(parts.reduce((t, a) => t + a.bands[i]!.players, 0)).toBe(band.players);
      expect(parts.reduce((t, a) => t + a.bands[i]!.house, 0)).toBe(band.house);
      for (const u of UPLINES) expect(parts.reduce((t, a) => t + partnerAmount(a.bands[i]!, u), 0)).toBe(partnerAmount(band, u));
    });
  });
});
