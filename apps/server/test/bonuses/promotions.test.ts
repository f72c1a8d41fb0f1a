import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Promotion } from '@backlay/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { CODE, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { call } from '../money/money-helpers.js';
import { newOffer } from './bonus-helpers.js';

/** GET api/common/promotions: the Host's site's offers on now, as a visitor may see them. */

const DAY = 86_400_000;
let t: TestApp;
let c: SignedInChain;
let other: SignedInChain;
beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db, { type: 'b2c' });
  other = await signedInChain(t.db, { type: 'b2c' });
});
afterAll(async () => t.close());

const VISIBLE = [
  '_id',
  'title',
  'description',
  'percentage',
  'maxBonusAmount',
  'min',
  'max',
  'limit',
  'wagering',
  'validityDays',
  'endDate',
];

function promotions(host: string, token: string | null = null) {
  return call(t, token, 'GET', '/api/common/promotions', undefined, { host });
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('GET /api/common/promotions', () => {
  it('lists only the active offers in their window of the Host’s site, with their visible terms only, signed out', async () => {
    const now = t.clock.now().getTime();
    const welcome = await newOffer(t, c, {
      title: 'Welcome 10%',
      description: 'First deposit only. Bonus credited with the approved deposit.',
      percentage: 10,
      min: 500,
      max: 50_000,
      maxBonusAmount: 2_000,
      limit: 1,
      wagering: 5,
      validityDays: 7,
      endDate: isoDay(now + 30 * DAY),
      sort: 1,
    });
    const reload = await newOffer(t, c, { title: 'Reload 5%', percentage: 5, sort: 2 });
    const switchedOff = await newOffer(t, c, { title: 'Switched off', percentage: 20 });
    const off = await call(t, c.tokens.whiteLabel, 'PUT', '/api/whiteLabel/setting/bonus', {
      transactionCode: CODE,
      bonusId: switchedOff._id,
      active: false,
    });
    expect(off.statusCode).toBe(200);
    await newOffer(t, c, { title: 'Not yet', percentage: 15, startDate: isoDay(now + 10 * DAY) });
    await newOffer(t, c, { title: 'Over', percentage: 15, endDate: isoDay(now - 10 * DAY) });
    await newOffer(t, other, { title: 'Other brand 50%', percentage: 50 });

    const res = await promotions(c.site.host);
    expect(res.statusCode).toBe(200);
    const docs = res.json().docs as Promotion[];
    expect(docs.map((p) => p.title)).toEqual(['Welcome 10%', 'Reload 5%']);
    for (const p of docs) expect(Object.keys(p).sort()).toEqual([...VISIBLE].sort());
    expect(docs[0]).toEqual({
      _id: welcome._id,
      title: 'Welcome 10%',
      description: 'First deposit only. Bonus credited with the approved deposit.',
      percentage: 10,
      maxBonusAmount: 2_000,
      min: 500,
      max: 50_000,
      limit: 1,
      wagering: 5,
      validityDays: 7,
      endDate: welcome.endDate,
    });
    expect(docs[1]).toMatchObject({
      _id: reload._id,
      maxBonusAmount: null,
      min: null,
      max: null,
      limit: null,
      validityDays: null,
      endDate: null,
    });
    // Nothing of the staff who set it up, the label, or its bookkeeping.
    const body = res.body;
    for (const leak of [c.whiteLabel.id, c.site.whiteLabel.id, 'createdBy', 'whiteLabelId', 'active', 'sort', 'createdAt', 'count'])
      expect(body).not.toContain(leak);

    // The other site lists its own offer only.
    const theirs = (await promotions(other.site.host)).json().docs as Promotion[];
    expect(theirs.map((p) => p.title)).toEqual(['Other brand 50%']);
  });

  it('answers a signed-in player the same list (no per-player filtering: promotions are marketing)', async () => {
    const signedOut = (await promotions(c.site.host)).json();
    const asPlayer = await promotions(c.site.host, c.tokens.user);
    expect(asPlayer.statusCode).toBe(200);
    expect(asPlayer.json()).toEqual(signedOut);
  });

  it('answers an unknown host as the other api/common calls do', async () => {
    const res = await promotions('nowhere.example');
    const config = await call(t, null, 'GET', '/api/common/wholeAppConfiguration', undefined, { host: 'nowhere.example' });
    expect(res.statusCode).toBe(400);
    expect(res.statusCode).toBe(config.statusCode);
    expect(res.json().message).toBe(MESSAGES.whiteLabelMissing);
    expect(res.json().message).toBe(config.json().message);
  });
});
