import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { settledVoidAdjustment, subtractSplits, type SettledBetShare } from './bet-void.js';
import { commissionOnLoss, splitMarketPnl, splitPnl, type PartnerShare, type PnlSplit } from './partnership-split.js';

/** Net per account ('player', 'house', partner ids) of a list of splits. */
function net(splits: readonly PnlSplit[]): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (k: string, v: number) => {
    if (v !== 0) out[k] = (out[k] ?? 0) + v;
    if (out[k] === 0) delete out[k];
  };
  for (const s of splits) {
    add('player', s.player);
    add('house', s.house);
    for (const p of s.partners) add(p.userId, p.amount);
  }
  return out;
}

const total = (s: PnlSplit) => s.player + s.house + s.partners.reduce((a, p) => a + p.amount, 0);

/** What settlement moves for these bets: their P/L split and the commission on the market's loss. */
function settlementOf(bets: readonly SettledBetShare[], bps: number): { lines: PnlSplit[]; commission: number } {
  const pnl = splitMarketPnl(bets.map((b) => ({ pnl: b.pnl, shares: b.shares })));
  const commission = commissionOnLoss(pnl.player, bps);
  const lines = [pnl];
  if (commission > 0) lines.push(splitPnl(commission, bets.at(-1)!.shares));
  return { lines, commission };
}

const TWO_SHARES: PartnerShare[] = [
  { userId: 'wl', bps: 2_000 },
  { userId: 'master', bps: 3_000 },
];

describe('voiding settled bets', () => {
  it('takes back a winning bet from the player and returns the partners and house their part', () => {
    const standing = [
      { id: 'a', pnl: 8_500, shares: TWO_SHARES },
      { id: 'b', pnl: -1_000, shares: TWO_SHARES },
    ];
    const adj = settledVoidAdjustment({ standing, voidIds: new Set(['a']), commissionPaid: 0, commissionBps: 0 });
    expect(adj.pnl).toEqual({
      player: -8_500,
      partners: [
        { userId: 'wl', amount: 1_700 },
        { userId: 'master', amount: 2_550 },
      ],
      house: 4_250,
    });
    expect([adj.pnlBefore, adj.pnlAfter]).toEqual([7_500, -1_000]);
  });

  it('grants commission when the void turns the market into a loss, and takes it back when it no longer is one', () => {
    const standing = [
      { id: 'win', pnl: 5_000, shares: TWO_SHARES },
      { id: 'lose', pnl: -10_000, shares: TWO_SHARES },
    ];
    // Net -50.00 at 2%: 1.00 paid at settlement.
    const first = settledVoidAdjustment({ standing, voidIds: new Set(['win']), commissionPaid: 100, commissionBps: 200 });
    expect(first.commissionAfter).toBe(200);
    expect(first.commission.player).toBe(100);
    const second = settledVoidAdjustment({
      standing: standing.slice(1),
      voidIds: new Set(['lose']),
      commissionPaid: 200,
      commissionBps: 200,
    });
    expect(second.commission).toEqual({
      player: -200,
      partners: [
        { userId: 'wl', amount: 40 },
        { userId: 'master', amount: 60 },
      ],
      house: 100,
    });
  });

  it('refuses a bet that is not standing', () => {
    expect(() => settledVoidAdjustment({ standing: [], voidIds: new Set(['x']), commissionPaid: 0, commissionBps: 0 })).toThrow(RangeError);
  });

  it('subtracts splits line by line', () => {
    expect(
      subtractSplits(
        { player: 5, partners: [{ userId: 'a', amount: -2 }], house: -3 },
        { player: 1, partners: [{ userId: 'b', amount: -1 }], house: 0 },
      ),
    ).toEqual({
      player: 4,
      partners: [
        { userId: 'a', amount: -2 },
        { userId: 'b', amount: 1 },
      ],
      house: -3,
    });
  });

  const shareSet = fc.constantFrom<PartnerShare[]>(
    TWO_SHARES,
    [{ userId: 'wl', bps: 2_000 }],
    [
      { userId: 'wl', bps: 1_500 },
      { userId: 'master', bps: 3_333 },
    ],
    [],
  );
  const bets = fc
    .array(fc.record({ pnl: fc.integer({ min: -1e9, max: 1e9 }), shares: shareSet }), { minLength: 1, maxLength: 12 })
    .map((bs) => bs.map((b, i) => ({ ...b, id: `b${i}` })));

  test.prop([bets, fc.integer({ min: 0, max: 10_000 }), fc.array(fc.nat(), { maxLength: 12 })])(
    'a series of voids leaves exactly the settlement of the bets that remain, each adjustment balanced',
    (all, bps, picks) => {
      let standing: SettledBetShare[] = all;
      const original = settlementOf(all, bps);
      let commissionPaid = original.commission;
      const moved: PnlSplit[] = [...original.lines];
      for (const pick of picks) {
        if (standing.length === 0) break;
        const victim = standing[pick % standing.length]!;
        const adj = settledVoidAdjustment({ standing, voidIds: new Set([victim.id]), commissionPaid, commissionBps: bps });
        expect(total(adj.pnl)).toBe(0);
        expect(total(adj.commission)).toBe(0);
        moved.push(adj.pnl, adj.commission);
        standing = standing.filter((b) => b.id !== victim.id);
        commissionPaid = adj.commissionAfter;
      }
      const fresh = standing.length > 0 ? settlementOf(standing, bps).lines : [];
      expect(net(moved)).toEqual(net(fresh));
    },
  );

  test.prop([bets, fc.integer({ min: 0, max: 10_000 })])('voiding every bet at once moves everything back', (all, bps) => {
    const original = settlementOf(all, bps);
    const adj = settledVoidAdjustment({
      standing: all,
      voidIds: new Set(all.map((b) => b.id)),
      commissionPaid: original.commission,
      commissionBps: bps,
    });
    expect(net([...original.lines, adj.pnl, adj.commission])).toEqual({});
    expect(adj.pnlAfter).toBe(0);
  });
});
