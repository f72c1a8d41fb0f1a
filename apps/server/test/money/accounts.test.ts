import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MONEY_MESSAGES, type PaymentMethod, type WithdrawAccount } from '@backlay/contract';
import { users } from '../../src/db/schema/index.js';
import { newUser } from '../factories.js';
import { signIn, type SignedInChain } from '../ledger/helpers.js';
import { bankDetails, call, moneyChain, moneySetup, newMethod, type MoneyTestApp } from './money-helpers.js';

let t: MoneyTestApp;
let c: SignedInChain;
let bank: PaymentMethod;
let upi: PaymentMethod;
beforeAll(async () => {
  ({ t, c, bank } = await moneySetup({ methods: ['bank'] }));
  upi = await newMethod(t, c, 'paymentMethodType', {
    paymentType: 'UPI',
    paymentName: 'UPI',
    minAmount: 200,
    maxAmount: 50000,
    customFields: [{ label: 'UPI ID' }],
  });
});
afterAll(async () => t.close());

const list = async (token = c.tokens.user) => (await call(t, token, 'GET', '/api/user/account')).json().docs as WithdrawAccount[];
const create = (body: Record<string, unknown>, token = c.tokens.user) => call(t, token, 'POST', '/api/user/account', body);

describe('api/user/account', () => {
  let first: WithdrawAccount;
  let second: WithdrawAccount;

  it('creates the first account as primary, the name suffixed with the user name', async () => {
    const res = await create({ paymentMethodTypeId: bank._id, name: ' Ravi  Kumar ', accountDetails: bankDetails });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MONEY_MESSAGES.accountCreated);
    first = res.json().docs;
    expect(first).toMatchObject({
      name: `Ravi Kumar-${c.user.userName}`,
      primary: true,
      paymentMethodType: { _id: bank._id, paymentType: 'IMPS', minAmount: 500, maxAmount: 100000 },
      accountDetails: [
        { label: 'Account Number', value: '123456789012', type: 'text' },
        { label: 'IFSC Code', value: 'SBIN0000001', type: 'text' },
      ],
    });
  });

  it('adds a second account that is not primary; the list shows the primary first', async () => {
    const res = await create({
      paymentMethodTypeId: upi._id,
      name: 'Ravi Kumar',
      accountDetails: [{ label: 'UPI ID', value: 'ravi@okaxis' }],
    });
    second = res.json().docs;
    expect(second.primary).toBe(false);
    expect((await list()).map((a) => [a._id, a.primary])).toEqual([
      [first._id, true],
      [second._id, false],
    ]);
  });

  it('answers the messages of docs/product.md §8 for a bad name, missing fields and a bad method', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ paymentMethodTypeId: bank._id, accountDetails: bankDetails }, MONEY_MESSAGES.nameNotValid],
      [{ paymentMethodTypeId: bank._id, name: '1234', accountDetails: bankDetails }, MONEY_MESSAGES.nameNotValid],
      [{ paymentMethodTypeId: bank._id, name: 'Ravi' }, MONEY_MESSAGES.fillAllFields],
      [{ paymentMethodTypeId: bank._id, name: 'Ravi', accountDetails: [bankDetails[0]] }, MONEY_MESSAGES.fillAllFields],
      [
        { paymentMethodTypeId: bank._id, name: 'Ravi', accountDetails: [{ label: 'Account Number', value: '' }, bankDetails[1]] },
        MONEY_MESSAGES.addLabelAndValue,
      ],
      [{ paymentMethodTypeId: bank._id, name: 'Ravi', accountDetails: [{ value: '1' }, ...bankDetails] }, MONEY_MESSAGES.addLabelAndValue],
      [{ paymentMethodTypeId: 'not-an-id', name: 'Ravi', accountDetails: bankDetails }, MONEY_MESSAGES.accountNotCreated],
      [{ name: 'Ravi', accountDetails: bankDetails }, MONEY_MESSAGES.accountNotCreated],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    // A withdraw type of another white label is not one of ours.
    const { bank: foreign } = await moneyChain(t, { methods: ['bank'] });
    const res = await create({ paymentMethodTypeId: foreign._id, name: 'Ravi', accountDetails: bankDetails });
    expect(res.json().message).toBe(MONEY_MESSAGES.accountNotCreated);
    expect(await list()).toHaveLength(2);
  });

  it('updates details with PUT (Account List Updated) and can make the account primary', async () => {
    const res = await call(t, c.tokens.user, 'PUT', '/api/user/account', {
      accountId: second._id,
      primary: true,
      accountDetails: [{ label: 'UPI ID', value: 'ravi.k@okaxis' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MONEY_MESSAGES.accountListUpdated);
    expect(res.json().docs).toMatchObject({ primary: true, accountDetails: [{ label: 'UPI ID', value: 'ravi.k@okaxis' }] });
    expect((await list()).filter((a) => a.primary).map((a) => a._id)).toEqual([second._id]);
  });

  it('sets the primary account with PATCH (form)', async () => {
    const res = await call(t, c.tokens.user, 'PATCH', '/api/user/account', { accountId: first._id, primary: true }, { form: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MONEY_MESSAGES.primaryAccountUpdated);
    expect((await list()).map((a) => [a._id, a.primary])).toEqual([
      [first._id, true],
      [second._id, false],
    ]);
  });

  it('deletes an account (Account Deleted); deleting the primary makes another primary', async () => {
    const res = await call(t, c.tokens.user, 'DELETE', `/api/user/account?accountId=${first._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MONEY_MESSAGES.accountDeleted);
    expect((await list()).map((a) => [a._id, a.primary])).toEqual([[second._id, true]]);
    const again = await call(t, c.tokens.user, 'DELETE', `/api/user/account?accountId=${first._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MONEY_MESSAGES.accountNotFound);
  });

  it("never touches another player's account", async () => {
    const other = await newUser(t.db, { role: 'user', parent: c.branch });
    const token = await signIn(t.db, other);
    for (const res of [
      await call(t, token, 'DELETE', `/api/user/account?accountId=${second._id}`),
      await call(t, token, 'PATCH', '/api/user/account', { accountId: second._id, primary: true }),
      await call(t, token, 'PUT', '/api/user/account', { accountId: second._id, accountDetails: [{ label: 'UPI ID', value: 'x@y' }] }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(await list(token)).toEqual([]);
    expect((await list()).map((a) => a._id)).toEqual([second._id]);
  });

  it('refuses demo accounts and staff', async () => {
    const demo = await newUser(t.db, { role: 'user', parent: c.branch });
    await t.db.update(users).set({ demo: true }).where(eq(users.id, demo.id));
    const res = await create({ paymentMethodTypeId: bank._id, name: 'Demo', accountDetails: bankDetails }, await signIn(t.db, demo));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MONEY_MESSAGES.demoMoney);
    expect((await call(t, c.tokens.branch, 'GET', '/api/user/account')).statusCode).toBe(403);
  });
});
