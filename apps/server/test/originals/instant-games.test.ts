import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CasinoRound,
  DragonTigerAnswer,
  LottoPlayAnswer,
  OriginalsFairness,
  OriginalsGameCode,
  SlotSpinAnswer,
} from '@backlay/contract';
import { hashServerSeed, verifyOriginalsRound } from '@backlay/domain';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { availablePaise, get, newCasinoPlayer, type TestPlayer } from '../casino/casino-helpers.js';
import { gameCall, installStudio, openGame, ORIGINALS_ENV } from './originals-helpers.js';

let t: TestApp;
let c: SignedInChain;
let games: Record<OriginalsGameCode, string>;

beforeAll(async () => {
  t = await createTestApp(ORIGINALS_ENV);
  c = await signedInChain(t.db);
  games = await installStudio(t);
});
afterAll(async () => t.close());

async function open(game: OriginalsGameCode): Promise<{ p: TestPlayer; session: string }> {
  const p = await newCasinoPlayer(t, c, 10_000_00);
  return { p, session: await openGame(t, p, games, game) };
}

/** A played round's record: its seed is revealed in the answer. */
const revealed = (f: OriginalsFairness) => ({ ...f, serverSeed: f.serverSeed ?? '' });

const docs = <T>(res: { json(): unknown }) => (res.json() as { docs: T }).docs;

/** Each play is one wallet round: a debit and the credit of its win (0 for a loss), settled. */
async function expectOneSettledRound(p: TestPlayer, stake: number, payout: number): Promise<void> {
  const history = docs<CasinoRound[]>(await get(t, p.token, '/api/user/casino/openBet/history'));
  expect(history[0]).toMatchObject({ status: 'settled', stake, win: payout });
  // Same clock instant (the test clock stands still): compare in a fixed order.
  expect(history[0]!.transactions.map((x) => [x.type, x.amount]).sort()).toEqual([
    ['credit', payout],
    ['debit', stake],
  ]);
  expect(docs<CasinoRound[]>(await get(t, p.token, '/api/user/casino/openBet'))).toEqual([]);
}

describe('instant games', () => {
  it('spins Fruit Line with the committed seeds: debit and credit of the win in one round, verifiable after', async () => {
    const { p, session } = await open('fruit-line');
    const committed = docs<OriginalsFairness>(await gameCall(t, session, 'GET', '/api/originals/fair'));
    expect(committed.serverSeed).toBeNull();
    let total = 0n;
    let last: SlotSpinAnswer | null = null;
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1_000);
      const res = await gameCall(t, session, 'POST', '/api/originals/fruit-line/spin', { amount: 50 });
      expect(res.statusCode, res.body).toBe(200);
      const spin = docs<SlotSpinAnswer>(res);
      if (i === 0) {
        expect(spin.fairness.serverSeedHash).toBe(committed.serverSeedHash);
        expect(hashServerSeed(spin.fairness.serverSeed!)).toBe(committed.serverSeedHash);
      }
      expect(spin.fairness.nonce).toBe(i);
      expect(spin.next.nonce).toBe(i + 1);
      expect(spin.payout).toBe(Math.floor(50 * spin.multiplier * 100) / 100);
      const check = verifyOriginalsRound('fruit-line', revealed(spin.fairness));
      expect(check.isValid).toBe(true);
      expect((check.outcome as { window: unknown }).window).toEqual(spin.window);
      total += BigInt(Math.round(spin.payout * 100)) - 50_00n;
      last = spin;
    }
    expect(await availablePaise(t, p.user)).toBe(10_000_00n + total);
    expect(last!.balance).toBe(Number(10_000_00n + total) / 100);
    await expectOneSettledRound(p, 50, last!.payout);
  });

  it('lets the player choose the client seed: a fresh server seed and the nonce from 0', async () => {
    const { session } = await open('fruit-line');
    const set = await gameCall(t, session, 'PUT', '/api/originals/fair', { clientSeed: 'my-lucky-seed' });
    expect(docs<OriginalsFairness>(set)).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0, serverSeed: null });
    const spin = docs<SlotSpinAnswer>(await gameCall(t, session, 'POST', '/api/originals/fruit-line/spin', { amount: 10 }));
    expect(spin.fairness).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect((await gameCall(t, session, 'PUT', '/api/originals/fair', { clientSeed: 'has space' })).statusCode).toBe(400);
  });

  it('draws a Lotto 6/49 ticket and pays by matches', async () => {
    const { p, session } = await open('lotto-6-49');
    const res = await gameCall(t, session, 'POST', '/api/originals/lotto-6-49/play', { amount: 20, numbers: [1, 2, 3, 4, 5, 6] });
    expect(res.statusCode, res.body).toBe(200);
    const play = docs<LottoPlayAnswer>(res);
    expect(new Set(play.draw).size).toBe(6);
    expect(play.matches).toBe(play.draw.filter((n) => n <= 6).length);
    const pays = [0, 0, 1, 20, 250, 5000, 1000000];
    expect(play.payout).toBe(20 * pays[play.matches]!);
    expect(verifyOriginalsRound('lotto-6-49', revealed(play.fairness)).outcome).toEqual({ draw: play.draw });
    await expectOneSettledRound(p, 20, play.payout);
    const bad = await gameCall(t, session, 'POST', '/api/originals/lotto-6-49/play', { amount: 20, numbers: [1, 1, 3, 4, 5, 6] });
    expect(bad.statusCode).toBe(400);
  });

  it('deals Dragon Tiger and pays the side by the paytable', async () => {
    const { p, session } = await open('dragon-tiger');
    const res = await gameCall(t, session, 'POST', '/api/originals/dragon-tiger/play', { amount: 100, bet: 'dragon' });
    expect(res.statusCode, res.body).toBe(200);
    const hand = docs<DragonTigerAnswer>(res);
    expect(hand.payout).toBe({ dragon: 200, tiger: 0, tie: 50 }[hand.result]);
    expect(verifyOriginalsRound('dragon-tiger', revealed(hand.fairness)).outcome).toMatchObject({
      dragon: hand.dragon,
      tiger: hand.tiger,
      result: hand.result,
    });
    await expectOneSettledRound(p, 100, hand.payout);
  });

  it('refuses stakes out of range and plays beyond the balance, moving nothing', async () => {
    const p = await newCasinoPlayer(t, c, 30_00);
    const session = await openGame(t, p, games, 'dragon-tiger');
    expect((await gameCall(t, session, 'POST', '/api/originals/dragon-tiger/play', { amount: 5, bet: 'tie' })).statusCode).toBe(400);
    const res = await gameCall(t, session, 'POST', '/api/originals/dragon-tiger/play', { amount: 50, bet: 'tie' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Insufficient points for this bet' });
    expect(await availablePaise(t, p.user)).toBe(30_00n);
    expect(docs<{ balance: number }>(await gameCall(t, session, 'GET', '/api/originals/balance')).balance).toBe(30);
  });
});
