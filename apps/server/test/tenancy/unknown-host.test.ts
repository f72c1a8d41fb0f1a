import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@backlay/contract';
import { newChain } from '../factories.js';
import { refusal, sessionToken, startLiveServer, type LiveTestServer } from '../live/live-helpers.js';
import { signIn } from './session.js';

/**
 * One site per token (docs/architecture.md §2): with ADMIN_HOSTS named, as production requires,
 * a host that is neither a site nor an administrator host is refused before any handler, and a
 * host without a site accepts no token but the administrator's.
 */
const ADMIN_HOST = 'console.platform.test';
let server: LiveTestServer;
let c2c: Awaited<ReturnType<typeof newChain>>;
let c2b: Awaited<ReturnType<typeof newChain>>;

beforeAll(async () => {
  server = await startLiveServer({ ADMIN_HOSTS: ADMIN_HOST });
  c2c = await newChain(server.t.db, { type: 'b2c' });
  c2b = await newChain(server.t.db, { type: 'b2b' });
  server.t.app.sites.invalidate();
});
afterAll(async () => server.close());

function get(url: string, host: string, headers: Record<string, string> = {}) {
  return server.t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
}

describe('an unknown host', () => {
  it('is refused with 421 before any handler, even when the call names a white label', async () => {
    const player = await signIn(server.t.db, c2c.user);
    for (const [url, headers] of [
      ['/api/common/wholeAppConfiguration', {}],
      [`/api/common/wholeAppConfiguration?whiteLabelId=${c2b.site.whiteLabel.id}`, {}],
      [`/api/user/whiteLabelRole?whiteLabelId=${c2b.site.whiteLabel.id}`, player],
      ['/api/user/profile', player],
      ['/', {}],
      ['/admin/', {}],
    ] as const) {
      const res = await get(url, 'evil.example', headers);
      expect([res.statusCode, res.json()], url).toEqual([
        421,
        expect.objectContaining({ code: 'UNKNOWN_SITE', message: REQUEST_MESSAGES.unknownSite }),
      ]);
    }
    const login = await server.t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { host: 'evil.example' },
      payload: { email: c2c.user.userName, password: 'Backlay123', whiteLabelId: c2c.site.whiteLabel.id },
    });
    expect(login.statusCode).toBe(421);
  });

  it('still answers the health probes', async () => {
    for (const url of ['/healthz', '/readyz']) expect((await get(url, 'evil.example')).statusCode, url).toBe(200);
  });

  it('gets no live socket, not even a visitor’s', async () => {
    const refused = await refusal(server, { host: 'evil.example' });
    expect(refused.data).toEqual({ code: 'UNKNOWN_SITE', message: REQUEST_MESSAGES.unknownSite });
    const token = await sessionToken(server.t.db, c2c.user);
    expect((await refusal(server, { auth: { token, type: 'user' }, host: 'evil.example' })).data?.code).toBe('UNKNOWN_SITE');
  });
});

describe('a token on a host that is not its site', () => {
  it('is refused on another brand’s site and on the administrator host, whatever white label it names', async () => {
    const player = await signIn(server.t.db, c2c.user);
    expect((await get('/api/user/profile', c2c.site.host, player)).statusCode).toBe(200);
    for (const host of [c2b.site.host, ADMIN_HOST]) {
      for (const url of ['/api/user/profile', `/api/user/whiteLabelRole?whiteLabelId=${c2b.site.whiteLabel.id}`]) {
        expect((await get(url, host, player)).statusCode, `${host} ${url}`).toBe(401);
      }
    }
    const staff = await signIn(server.t.db, c2c.master);
    expect((await get('/api/master/profile', ADMIN_HOST, staff)).statusCode).toBe(401);
    const token = await sessionToken(server.t.db, c2c.user);
    expect((await refusal(server, { auth: { token, type: 'user' }, host: ADMIN_HOST })).data?.code).toBe('UNAUTHORIZED');
    expect((await refusal(server, { auth: { token, type: 'user' }, host: c2b.site.host })).data?.code).toBe('UNAUTHORIZED');
  });

  it('leaves the administrator host to the administrator and to anonymous calls', async () => {
    const administrator = await signIn(server.t.db, c2c.administrator);
    expect((await get('/api/administrator/profile', ADMIN_HOST, administrator)).statusCode).toBe(200);
    const config = await get(`/api/common/wholeAppConfiguration?whiteLabelId=${c2b.site.whiteLabel.id}`, ADMIN_HOST);
    expect(config.statusCode).toBe(200);
    expect(config.json().docs.domain.whitelabelId).toBe(c2b.site.whiteLabel.id);
    await server.client({ host: ADMIN_HOST });
  });
});
