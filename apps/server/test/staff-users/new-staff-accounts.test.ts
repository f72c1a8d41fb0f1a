import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_CHANGE_REQUIRED } from '@backlay/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { newSite, uniqueName } from '../factories.js';
import { fundChain, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { auth, login, NO_RATE_LIMIT } from '../auth/helpers.js';
import { newAccount } from './helpers.js';

/**
 * A staff account made in the console (POST api/{role}/user) must be able to work: it changes the
 * password its upline chose at its first login and is given its transaction code then
 * (docs/decisions/new-staff-accounts.md). And the administrator, whose console may be open on a
 * brand's host, makes accounts for any brand.
 */

let t: TestApp;
let c: SignedInChain;
beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMIT);
  c = await signedInChain(t.db);
  await fundChain(t.app, c, 10_000);
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'Agent2026x';

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, host: string, token: string, payload?: Record<string, unknown>) {
  const res = await t.app.inject({ method, url, headers: auth(host, token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { code?: string; message?: string; docs?: Record<string, unknown> } };
}

describe('a staff account made by its upline', () => {
  it('changes its password at its first login, is given its transaction code then, and can use it', async () => {
    const host = c.site.host;
    const userName = uniqueName('ag');
    const made = await call('POST', '/api/master/user', host, c.tokens.master, newAccount(userName, 'agent'));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.docs).toMatchObject({ userType: 'agent', changePassword: true });

    const first = await login(t.app, host, userName, 'Secret123');
    expect(first.docs.changePassword).toBe(true);
    const held = await call('GET', '/api/agent/user', host, first.token);
    expect({ status: held.status, code: held.body.code }).toEqual({ status: 403, code: PASSWORD_CHANGE_REQUIRED.code });

    const changed = await call('PATCH', '/api/agent/changePassword', host, first.token, {
      oldPassword: 'Secret123',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(MESSAGES.passwordUpdated);
    const code = changed.body.docs!.transactionCode as string;
    expect(code).toMatch(/^\d{8}$/);

    const next = await login(t.app, host, userName, NEW_PASSWORD);
    expect(next.docs.changePassword).toBe(false);
    const player = await call('POST', '/api/agent/user', host, next.token, { ...newAccount(uniqueName('pl'), 'user'), transactionCode: code });
    expect(player.status, JSON.stringify(player.body)).toBe(200);
    // A player keeps the password it was given: it has no transaction code to collect.
    expect(player.body.docs).toMatchObject({ userType: 'user', changePassword: false });
  });

  it('the administrator on a brand’s host makes the white label account of another brand', async () => {
    const other = await newSite(t.db);
    const userName = uniqueName('wl');
    const made = await call(
      'POST',
      '/api/administrator/user',
      c.site.host,
      c.tokens.administrator,
      newAccount(userName, 'whiteLabel', { whiteLabelId: other.whiteLabel.id }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.docs).toMatchObject({ userType: 'whiteLabel', whiteLabelId: other.whiteLabel.id, changePassword: true });
    // Its account signs in on its own brand's host (new to the site cache, which holds hosts a moment).
    t.app.sites.invalidate();
    expect((await login(t.app, other.host, userName, 'Secret123')).docs.changePassword).toBe(true);
  });

  it('a site account naming another brand is still refused, from its own host', async () => {
    const other = await newSite(t.db);
    const refused = await call(
      'POST',
      '/api/master/user',
      c.site.host,
      c.tokens.master,
      newAccount(uniqueName('pl'), 'user', { whiteLabelId: other.whiteLabel.id }),
    );
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message: 'WhiteLabel does not match this site' });
  });
});
