import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, BONUS_MESSAGES, MESSAGES, type BonusOffer } from '@backlay/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { CODE, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { call, newPlayer } from '../money/money-helpers.js';
import { newOffer } from './bonus-helpers.js';

/** GET, POST and PUT api/{role}/setting/bonus: who may set offers up, their checks, what players see. */

let t: TestApp;
let c: SignedInChain;
let other: SignedInChain;
beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  other = await signedInChain(t.db);
});
afterAll(async () => t.close());

const welcome = {
  title: 'Welcome 10%',
  description: 'On your deposit',
  percentage: 10,
  min: 500,
  max: 50_000,
  maxBonusAmount: 2_000,
  limit: 1,
};

describe('staff set up bonus offers', () => {
  it('a white label adds an offer with its transaction code; staff of the label read it', async () => {
    const res = await call(t, c.tokens.whiteLabel, 'POST', '/api/whiteLabel/setting/bonus', {
      transactionCode: CODE,
      ...welcome,
      wagering: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: BONUS_MESSAGES.offerSaved,
      docs: { title: 'Welcome 10%', percentage: 10, min: 500, max: 50_000, maxBonusAmount: 2_000, limit: 1, wagering: 3, active: true },
    });
    const id = (res.json().docs as BonusOffer)._id;
    const list = await call(t, c.tokens.master, 'GET', '/api/master/setting/bonus');
    expect(list.statusCode).toBe(200);
    expect((list.json().docs as BonusOffer[]).map((o) => o._id)).toContain(id);
    // Another label's staff never see it.
    const theirs = await call(t, other.tokens.master, 'GET', '/api/master/setting/bonus');
    expect((theirs.json().docs as BonusOffer[]).map((o) => o._id)).not.toContain(id);
  });

  it('checks the fields with clear messages and changes nothing', async () => {
    const post = (fields: Record<string, unknown>) =>
      call(t, c.tokens.whiteLabel, 'POST', '/api/whiteLabel/setting/bonus', { transactionCode: CODE, ...welcome, ...fields });
    const cases: [Record<string, unknown>, string][] = [
      [{ percentage: 0 }, BONUS_MESSAGES.percentInvalid],
      [{ percentage: '12.345' }, BONUS_MESSAGES.percentInvalid],
      [{ percentage: 501 }, BONUS_MESSAGES.percentInvalid],
      [{ min: 5_000, max: 100 }, BONUS_MESSAGES.rangeInvalid],
      [{ min: '10.001' }, BONUS_MESSAGES.amountInvalid],
      [{ title: '   ' }, BONUS_MESSAGES.titleRequired],
      [{ startDate: '2026-12-10', endDate: '2026-12-01' }, BONUS_MESSAGES.windowInvalid],
      [{ transactionCode: '' }, MESSAGES.transactionCodeEmpty],
      [{ transactionCode: '99999999' }, MESSAGES.invalidTransactionCode],
    ];
    const before = (await call(t, c.tokens.whiteLabel, 'GET', '/api/whiteLabel/setting/bonus')).json().docs.length;
    for (const [fields, message] of cases) {
      const res = await post(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call(t, c.tokens.whiteLabel, 'GET', '/api/whiteLabel/setting/bonus')).json().docs.length).toBe(before);
  });

  it('only the administrator and white labels write; never another label’s offers (403)', async () => {
    const offer = await newOffer(t, c, welcome);
    const asAdmin = await call(t, c.tokens.admin, 'POST', '/api/admin/setting/bonus', { transactionCode: CODE, ...welcome });
    expect(asAdmin.statusCode).toBe(403);
    const asPlayer = await call(t, c.tokens.user, 'POST', '/api/user/setting/bonus', { transactionCode: CODE, ...welcome });
    expect(asPlayer.statusCode).toBe(403);
    const foreignEdit = await call(t, other.tokens.whiteLabel, 'PUT', '/api/whiteLabel/setting/bonus', {
      bonusId: offer._id,
      title: 'Mine now',
      transactionCode: CODE,
    });
    expect(foreignEdit.statusCode).toBe(403);
    expect(foreignEdit.json().message).toBe(BONUS_MESSAGES.notYourSite);
    const foreignRead = await call(t, other.tokens.whiteLabel, 'GET', `/api/whiteLabel/setting/bonus?whiteLabelId=${c.site.whiteLabel.id}`);
    // Naming another label from its own site is refused by the site check.
    expect([foreignRead.statusCode, foreignRead.json().message]).toEqual([400, AUTH_MESSAGES.whiteLabelMismatch]);
    const foreignCreate = await call(t, other.tokens.whiteLabel, 'POST', '/api/whiteLabel/setting/bonus', {
      ...welcome,
      whiteLabelId: c.site.whiteLabel.id,
      transactionCode: CODE,
    });
    expect([foreignCreate.statusCode, foreignCreate.json().message]).toEqual([400, AUTH_MESSAGES.whiteLabelMismatch]);
    // The administrator names the label.
    const byAdministrator = await call(t, c.tokens.administrator, 'POST', '/api/administrator/setting/bonus', {
      ...welcome,
      title: 'House offer',
      whiteLabelId: c.site.whiteLabel.id,
      transactionCode: CODE,
    });
    expect(byAdministrator.statusCode).toBe(200);
    const list = (await call(t, c.tokens.whiteLabel, 'GET', '/api/whiteLabel/setting/bonus')).json().docs as BonusOffer[];
    expect(list.map((o) => o.title)).toContain('House offer');
    expect(list.find((o) => o._id === offer._id)?.title).toBe(welcome.title);
  });

  it('edits and deactivates an offer; an unknown id is 404', async () => {
    const offer = await newOffer(t, c, { ...welcome, title: 'Weekend' });
    const edit = await call(t, c.tokens.whiteLabel, 'PUT', '/api/whiteLabel/setting/bonus', {
      bonusId: offer._id,
      percentage: '12.5',
      maxBonusAmount: null,
      transactionCode: CODE,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().docs).toMatchObject({ percentage: 12.5, maxBonusAmount: null, title: 'Weekend', min: 500 });
    const badRange = await call(t, c.tokens.whiteLabel, 'PUT', '/api/whiteLabel/setting/bonus', {
      bonusId: offer._id,
      min: 60_000,
      transactionCode: CODE,
    });
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().message).toBe(BONUS_MESSAGES.rangeInvalid);
    const off = await call(t, c.tokens.whiteLabel, 'PUT', '/api/whiteLabel/setting/bonus', {
      bonusId: offer._id,
      active: false,
      transactionCode: CODE,
    });
    expect(off.json().docs.active).toBe(false);
    const activeOnly = (await call(t, c.tokens.whiteLabel, 'GET', '/api/whiteLabel/setting/bonus?active=true')).json().docs as BonusOffer[];
    expect(activeOnly.map((o) => o._id)).not.toContain(offer._id);
    for (const bonusId of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await call(t, c.tokens.whiteLabel, 'PUT', '/api/whiteLabel/setting/bonus', {
        bonusId,
        title: 'x',
        transactionCode: CODE,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BONUS_MESSAGES.offerNotFound);
    }
  });
});

describe('players see the offers they can claim now', () => {
  it('active offers in their window only, with no staff-only query', async () => {
    const fresh = await signedInChain(t.db);
    const now = t.clock.now().getTime();
    const day = 86_400_000;
    const live = await newOffer(t, fresh, { title: 'Live', percentage: 5 });
    await newOffer(t, fresh, { title: 'Off', percentage: 5, active: false });
    await newOffer(t, fresh, { title: 'Later', percentage: 5, startDate: new Date(now + 2 * day).toISOString() });
    await newOffer(t, fresh, {
      title: 'Over',
      percentage: 5,
      startDate: new Date(now - 5 * day).toISOString(),
      endDate: new Date(now - day).toISOString(),
    });
    const p = await newPlayer(t, fresh);
    const res = await call(t, p.token, 'GET', '/api/user/setting/bonus?active=true');
    expect(res.statusCode).toBe(200);
    expect((res.json().docs as BonusOffer[]).map((o) => o.title)).toEqual(['Live']);
    expect(res.json().docs[0]).toMatchObject({ _id: live._id, count: 0 });
    // A player cannot read another label's offers by naming it.
    const named = await call(t, p.token, 'GET', `/api/user/setting/bonus?whiteLabelId=${c.site.whiteLabel.id}`);
    expect([named.statusCode, named.json().message]).toEqual([400, AUTH_MESSAGES.whiteLabelMismatch]);
  });

  it('GET api/user/bonus is for players only', async () => {
    const res = await call(t, c.tokens.master, 'GET', '/api/user/bonus');
    expect(res.statusCode).toBe(403);
    const p = await newPlayer(t, c);
    const mine = await call(t, p.token, 'GET', '/api/user/bonus');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().docs).toEqual([]);
  });
});
