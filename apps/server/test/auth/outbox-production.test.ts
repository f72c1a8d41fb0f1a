import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

let t: TestApp;
beforeAll(async () => {
  // Only the config says "PostgreSQL": the test database is whatever the run uses.
  t = await createTestApp({ DATABASE_URL: 'postgres://config-only.invalid/backlay' });
});
afterAll(async () => t.close());

describe('GET /dev/outbox with DATABASE_URL set', () => {
  it('does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Outbox');
  });
});
