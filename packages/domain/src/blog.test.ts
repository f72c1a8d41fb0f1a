import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { BLOG_SLUG_MAX, blogParagraphs, blogSlugOf, freeBlogSlug } from './blog.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('blogSlugOf', () => {
  it('turns a title into lower-case words joined by hyphens', () => {
    expect(blogSlugOf('Back and lay: how the exchange works')).toBe('back-and-lay-how-the-exchange-works');
    expect(blogSlugOf('  IPL 2026 — Café Crème!  ')).toBe('ipl-2026-cafe-creme');
    expect(blogSlugOf('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(blogSlugOf('क्रिकेट')).toBe('post');
  });

  it('cuts a long title at a word boundary', () => {
    const slug = blogSlugOf('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(slug.endsWith('word')).toBe(true);
    expect(blogSlugOf('x'.repeat(200))).toBe('x'.repeat(BLOG_SLUG_MAX));
  });

  test.prop([fc.string({ maxLength: 300 })])('always gives a valid address within the limit', (title) => {
    const slug = blogSlugOf(title);
    expect(slug).toMatch(SLUG);
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
  });
});

describe('freeBlogSlug', () => {
  it('adds -2, -3... while the address is taken', () => {
    expect(freeBlogSlug('odds', new Set())).toBe('odds');
    expect(freeBlogSlug('odds', new Set(['odds']))).toBe('odds-2');
    expect(freeBlogSlug('odds', new Set(['odds', 'odds-2']))).toBe('odds-3');
  });

  test.prop([fc.string({ maxLength: 200 }), fc.integer({ min: 0, max: 5 })])('stays valid and free', (title, n) => {
    const base = blogSlugOf(title);
    const taken = new Set([
      base,
      ...Array.from({ length: n }, (_, i) => `${base.slice(0, BLOG_SLUG_MAX - 2 - String(i + 2).length)}-${i + 2}`),
    ]);
    const slug = freeBlogSlug(base, taken);
    expect(slug).toMatch(SLUG);
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(taken.has(slug)).toBe(false);
  });
});

describe('blogParagraphs', () => {
  it('splits on blank lines and keeps single breaks inside a paragraph', () => {
    expect(blogParagraphs('One.\r\n\r\nTwo,\nstill two.\n  \n\n Three. ')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(blogParagraphs('  \n\n ')).toEqual([]);
  });
});
