import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BET_MESSAGES } from '@backlay/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { ledgerState, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { betCount, bookOf, openMarket, order, placeBet, walletState } from '../betting/betting-helpers.js';
import { newPlayer } from '../settlement/settlement-helpers.js';
import { newCompetition, newEvent } from '../sports/sports-factories.js';
import { asOpenMarket, pricedManualBookmaker, staffCall } from './market-admin-helpers.js';

/**
 * A sport switched off in Type Lists takes no bets (not only hidden from the player site): the
 * placement refuses the markets of a hidden sport, feed and manual alike, with the message of
 * docs/product.md §8 'Bet Not Allowed', and leaves no bet, book, exposure or ledger entry behind.
 */

let t: TestApp;
let c: SignedInChain;
let realSleep: (ms: number) => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  realSleep = t.app.betting.sleep;
});
afterEach(async () => {
  t.app.betting.sleep = realSleep;
  // Every test starts with cricket (the sport of openMarket) on.
  await setSport(4, true);
});
afterAll(async () => t.close());

async function setSport(eventTypeId: number, enabled: boolean): Promise<void> {
  const res = await staffCall(t, c.tokens.administrator, 'administrator', 'PATCH', 'game/typeList', { eventTypeId, enabled });
  expect(res.statusCode, res.body).toBe(200);
}

describe('bets on a sport hidden in Type Lists', () => {
  it('are refused with a 4xx and change nothing; bets are taken again once it is back on', async () => {
    const m = await openMarket(t);
    const p = await newPlayer(t, c);
    expect((await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) })).statusCode).toBe(200);

    await setSport(4, false);
    const wallet = await walletState(t, p.user);
    const book = await bookOf(t, p.user, m.market.id);
    const ledger = await ledgerState(t.db);
    const bets = await betCount(t, p.user);
    expect(wallet.exposure).toBeGreaterThan(0);

    for (const side of ['BACK', 'LAY'] as const) {
      const refused = await placeBet(t, p.token, { ...order(m, { side, odd: side === 'BACK' ? 1.85 : 1.87, stake: 100 }) });
      expect([refused.statusCode, refused.json().message], side).toEqual([400, BET_MESSAGES.betNotAllowed]);
    }
    expect(await walletState(t, p.user)).toEqual(wallet);
    expect(await bookOf(t, p.user, m.market.id)).toEqual(book);
    expect(await ledgerState(t.db)).toEqual(ledger);
    expect(await betCount(t, p.user)).toBe(bets);

    // Other sports still take bets (the switch is per sport).
    await setSport(4, true);
    expect((await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) })).statusCode).toBe(200);
    expect(await betCount(t, p.user)).toBe(bets + 1);
  });

  it('refuses a manual market of the hidden sport too', async () => {
    const competition = await newCompetition(t.app.ctx, { eventTypeId: 4 });
    const event = await newEvent(t.app.ctx, { competition, status: 'inPlay', openDate: new Date(t.clock.now().getTime() - 600_000) });
    const made = await pricedManualBookmaker(t, { token: c.tokens.administrator, role: 'administrator' }, event.id, { name: 'Bookmaker' });
    const m = await asOpenMarket(t, made.market.id);
    const p = await newPlayer(t, c);
    await setSport(4, false);
    const refused = await placeBet(t, p.token, { ...order(m, { odd: 85, stake: 100 }) });
    expect([refused.statusCode, refused.json().message]).toEqual([400, BET_MESSAGES.betNotAllowed]);
    expect(await betCount(t, p.user)).toBe(0);
    expect((await walletState(t, p.user)).exposure).toBe(0);
  });

  it('rejects a bet whose sport is hidden during the in-play delay, with no exposure kept', async () => {
    const m = await openMarket(t, { delaySecond: 2 });
    const p = await newPlayer(t, c);
    const before = await walletState(t, p.user);
    t.app.betting.sleep = () => setSport(4, false);
    const res = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 100 }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: BET_MESSAGES.betNotAllowed, docs: { status: 'rejected' } });
    expect(await bookOf(t, p.user, m.market.id)).toBeNull();
    expect(await walletState(t, p.user)).toEqual(before);
  });
});
