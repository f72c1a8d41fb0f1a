import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageQuerySchema } from './envelope.js';

describe('page query', () => {
  it(`takes pages 1 to ${MAX_PAGE}, so the rows skipped and the page info stay small integers`, () => {
    expect(pageQuerySchema.parse({ page: String(MAX_PAGE), limit: '200' })).toMatchObject({ page: MAX_PAGE, limit: 200 });
    expect(Number.isSafeInteger(MAX_PAGE * 200)).toBe(true);
    const over = pageQuerySchema.safeParse({ page: '99999999999999' });
    expect(over.success ? null : over.error.issues[0]!.message).toBe(`page must be ${MAX_PAGE} or less`);
  });
});
