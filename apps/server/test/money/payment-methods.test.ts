import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, MONEY_MESSAGES, type PaymentMethod } from '@backlay/contract';
import { CODE, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { call, moneySetup, newMethod, upiDeposit, type MoneyTestApp } from './money-helpers.js';

let t: MoneyTestApp;
let c: SignedInChain;
beforeAll(async () => {
  ({ t, c } = await moneySetup({}));
});
afterAll(async () => t.close());

const names = (docs: PaymentMethod[]) => docs.map((d) => d.paymentName);

describe('payment methods (depositType, paymentMethodType)', () => {
  let usdt: PaymentMethod;
  let hidden: PaymentMethod;

  beforeAll(async () => {
    await newMethod(t, c, 'depositType', { ...upiDeposit, paymentName: 'Sorted 2', sort: 2 });
    usdt = await newMethod(t, c, 'depositType', { paymentType: 'USDT', paymentName: 'No sort', walletNumber: 'TQabc', minAmount: '1000' });
    await newMethod(t, c, 'depositType', { ...upiDeposit, paymentName: 'Sorted 1', sort: 1 });
    hidden = await newMethod(t, c, 'depositType', { ...upiDeposit, paymentName: 'Inactive', active: false });
    await newMethod(t, c, 'paymentMethodType', { paymentType: 'IMPS', paymentName: 'Bank', minAmount: 500, maxAmount: 100000 });
  });

  it('creates a method with its fields, rupees on the wire and paise inside, with an audit row', async () => {
    expect(usdt).toMatchObject({
      paymentType: 'USDT',
      minAmount: 1000,
      maxAmount: null,
      active: true,
      sort: null,
      walletNumber: 'TQabc',
      lock: true,
    });
    const r = await t.db.execute(sql`select min_amount::text as m, purpose from payment_methods where id = ${usdt._id}::uuid`);
    expect((r as unknown as { rows: { m: string; purpose: string }[] }).rows[0]).toEqual({ m: '100000', purpose: 'deposit' });
    const a = await t.db.execute(sql`select count(*)::int as n from audit_log where target_id = ${usdt._id}`);
    expect((a as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('shows players the active deposit methods only, unsorted first then by sort', async () => {
    const res = await call(t, c.tokens.user, 'GET', '/api/user/setting/depositType?active=true');
    expect(res.statusCode).toBe(200);
    expect(names(res.json().docs)).toEqual(['No sort', 'Sorted 1', 'Sorted 2']);
    // Even without active=true a player never sees an inactive method.
    const all = await call(t, c.tokens.user, 'GET', '/api/user/setting/depositType');
    expect(names(all.json().docs)).not.toContain('Inactive');
  });

  it('shows staff every method unless they ask for the active ones', async () => {
    const all = await call(t, c.tokens.master, 'GET', '/api/master/setting/depositType');
    expect(names(all.json().docs)).toContain('Inactive');
    const active = await call(t, c.tokens.master, 'GET', '/api/master/setting/depositType?active=true');
    expect(names(active.json().docs)).not.toContain('Inactive');
  });

  it('keeps withdraw types apart from deposit types', async () => {
    const res = await call(t, c.tokens.user, 'GET', '/api/user/setting/paymentMethodType?active=true');
    expect(names(res.json().docs)).toEqual(['Bank']);
  });

  it('locks a method whose limits exclude the amount, inclusive of both limits', async () => {
    const at = async (amount: number) =>
      Object.fromEntries(
        ((await call(t, c.tokens.user, 'GET', `/api/user/setting/depositType?amount=${amount}`)).json().docs as PaymentMethod[]).map(
          (m) => [m.paymentName, m.lock],
        ),
      );
    expect(await at(100)).toMatchObject({ 'Sorted 1': false, 'No sort': true });
    expect(await at(50000)).toMatchObject({ 'Sorted 1': false });
    expect(await at(99.99)).toMatchObject({ 'Sorted 1': true });
    expect(await at(50000.01)).toMatchObject({ 'Sorted 1': true });
  });

  it('never shows another white label its methods', async () => {
    const other = await signedInChain(t.db);
    const res = await call(t, other.tokens.user, 'GET', '/api/user/setting/depositType');
    expect(res.json().docs).toEqual([]);
  });

  it('edits a method with PUT, only the fields sent', async () => {
    const res = await call(t, c.tokens.whiteLabel, 'PUT', '/api/whiteLabel/setting/depositType', {
      depositTypeId: hidden._id,
      active: true,
      maxAmount: 20000,
      transactionCode: CODE,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ paymentName: 'Inactive', active: true, minAmount: 100, maxAmount: 20000, upiId: 'pay@okbank' });
  });

  it('refuses set-up calls without the transaction code, from other roles, or with bad limits', async () => {
    const noCode = await call(t, c.tokens.whiteLabel, 'POST', '/api/whiteLabel/setting/depositType', { ...upiDeposit });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(MESSAGES.transactionCodeEmpty);
    const wrong = await call(t, c.tokens.whiteLabel, 'POST', '/api/whiteLabel/setting/depositType', {
      ...upiDeposit,
      transactionCode: '00000000',
    });
    expect(wrong.json().message).toBe(MESSAGES.invalidTransactionCode);
    const master = await call(t, c.tokens.master, 'POST', '/api/master/setting/depositType', { ...upiDeposit, transactionCode: CODE });
    expect(master.statusCode).toBe(403);
    const player = await call(t, c.tokens.user, 'POST', '/api/user/setting/depositType', { ...upiDeposit, transactionCode: CODE });
    expect(player.statusCode).toBe(403);
    const minOverMax = await call(t, c.tokens.whiteLabel, 'POST', '/api/whiteLabel/setting/depositType', {
      ...upiDeposit,
      minAmount: 500,
      maxAmount: 100,
      transactionCode: CODE,
    });
    expect(minOverMax.json().message).toBe(MONEY_MESSAGES.methodFieldsInvalid);
    const badLimit = await call(t, c.tokens.whiteLabel, 'POST', '/api/whiteLabel/setting/depositType', {
      ...upiDeposit,
      minAmount: '1.234',
      transactionCode: CODE,
    });
    expect(badLimit.json().message).toBe(MONEY_MESSAGES.limitInvalid);
    const badType = await call(t, c.tokens.whiteLabel, 'POST', '/api/whiteLabel/setting/depositType', {
      ...upiDeposit,
      paymentType: 'CHEQUE',
      transactionCode: CODE,
    });
    expect(badType.statusCode).toBe(400);
  });

  it("does not let one white label edit another's method, nor edit a deposit type as a withdraw type", async () => {
    const other = await signedInChain(t.db);
    const res = await call(t, other.tokens.whiteLabel, 'PUT', '/api/whiteLabel/setting/depositType', {
      depositTypeId: usdt._id,
      active: false,
      transactionCode: CODE,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MONEY_MESSAGES.methodNotFound);
    const asWithdraw = await call(t, c.tokens.whiteLabel, 'PUT', '/api/whiteLabel/setting/paymentMethodType', {
      paymentMethodTypeId: usdt._id,
      active: false,
      transactionCode: CODE,
    });
    expect(asWithdraw.statusCode).toBe(404);
    const notAnId = await call(t, c.tokens.whiteLabel, 'PUT', '/api/whiteLabel/setting/depositType', {
      depositTypeId: 'nope',
      transactionCode: CODE,
    });
    expect(notAnId.statusCode).toBe(404);
  });

  it('lets the administrator set up methods of a white label it names', async () => {
    const none = await call(t, c.tokens.administrator, 'GET', '/api/administrator/setting/depositType');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MESSAGES.whiteLabelMissing);
    const made = await call(t, c.tokens.administrator, 'POST', '/api/administrator/setting/depositType', {
      ...upiDeposit,
      paymentName: 'By administrator',
      whiteLabelId: c.site.whiteLabel.id,
      transactionCode: CODE,
    });
    expect(made.statusCode).toBe(200);
    const list = await call(
      t,
      c.tokens.administrator,
      'GET',
      `/api/administrator/setting/depositType?whiteLabelId=${c.site.whiteLabel.id}`,
    );
    expect(names(list.json().docs)).toContain('By administrator');
  });
});
