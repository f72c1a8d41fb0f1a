import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders, SECURITY_HEADER_OPTIONS } from '../../src/plugins/security-headers.js';
import { createTestApp, type TestApp } from '../test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('security headers', () => {
  it("are helmet's for the app's options, worked out once", () => {
    const headers = helmetHeaders(SECURITY_HEADER_OPTIONS);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(headers).not.toHaveProperty('content-security-policy');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('are on every answer: an API call, an unknown path, a refused call, the docs', async () => {
    const expected = helmetHeaders(SECURITY_HEADER_OPTIONS);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' }),
      t.app.inject({ method: 'GET', url: '/api/nope' }),
      t.app.inject({ method: 'GET', url: '/api/user/pts' }),
      t.app.inject({ method: 'POST', url: '/api/user/openBet', payload: '{not json', headers: { 'content-type': 'application/json' } }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 401, 400]);
    for (const res of answers) {
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
