import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod, UserBonus } from '@backlay/contract';
import { unreleasedBonusPaise } from '../../src/modules/bonuses/index.js';
import type { SignedInChain } from '../ledger/helpers.js';
import { call, moneySetup, newPlayer, type MoneyTestApp } from '../money/money-helpers.js';
import { decide, newOffer, postDeposit, settledBet } from './bonus-helpers.js';

/**
 * Wagering progress of an active bonus (GET api/user/bonus): stakes of the player's bets settled
 * after the credit count, up to the requirement; once met the bonus is released (completed).
 * Bets are written as settled rows here: what is under test is the bonus's reading of turnover.
 */

let t: MoneyTestApp;
let c: SignedInChain;
let upi: PaymentMethod;
beforeAll(async () => {
  ({ t, c, upi } = await moneySetup({ fundRupees: 1_000_000, methods: ['upi'] }));
});
afterAll(async () => t.close());

describe('wagering of an active bonus', () => {
  it('counts stakes settled after the credit, then releases the bonus', async () => {
    const offer = await newOffer(t, c, { title: 'Play through', percentage: 10, wagering: 3 });
    const p = await newPlayer(t, c);
    const before = new Date(t.clock.now().getTime() - 60_000);
    await settledBet(t, c, p.user.id, 50_000, { settledAt: before }); // settled before the credit: does not count
    const dep = (await postDeposit(t, p.token, { depositTypeId: upi._id, amount: '1000', bonusId: offer._id })).json().docs;
    expect((await decide(t, c, dep._id, 'approve')).statusCode).toBe(200);
    const read = async () => ((await call(t, p.token, 'GET', '/api/user/bonus')).json().docs as UserBonus[])[0]!;
    expect(await read()).toMatchObject({ status: 'active', bonusAmount: 100, wageringRequired: 300, wageringDone: 0 });
    expect(await unreleasedBonusPaise(t.db, p.user.id)).toBe(10_000n);

    t.clock.advance(1_000);
    await settledBet(t, c, p.user.id, 12_000);
    await settledBet(t, c, p.user.id, 90_000, { status: 'open' }); // open bets do not count
    expect(await read()).toMatchObject({ status: 'active', wageringDone: 120 });
    const pending = (await call(t, p.token, 'GET', '/api/user/bonus?status=pending')).json().docs as UserBonus[];
    expect(pending).toHaveLength(1);

    await settledBet(t, c, p.user.id, 25_000);
    expect(await read()).toMatchObject({ status: 'completed', wageringDone: 300, wageringRequired: 300 });
    expect(await unreleasedBonusPaise(t.db, p.user.id)).toBe(0n);
    expect((await call(t, p.token, 'GET', '/api/user/bonus?status=pending')).json().docs).toEqual([]);
  });
});
