import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { z } from 'zod';
import zodScript from '../public/zod-jitless.js?raw';

/**
 * public/zod-jitless.js runs before the console's modules, a file of its origin: the
 * Content-Security-Policy runs no inline script and no eval (docs/architecture.md §9).
 */
describe('zod-jitless.js', () => {
  it('sets the global zod keeps its settings in', () => {
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);
    const page: { __zod_globalConfig?: Record<string, unknown> } = {};
    runInNewContext(zodScript, page);
    expect(page.__zod_globalConfig).toEqual({ jitless: true });
  });
});
