import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES, MESSAGES, type PublicBlogPost, type PublicBlogPostSummary } from '@backlay/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { call } from '../money/money-helpers.js';
import { BODY, newPost, publicList, publicPost, staffUrl } from './blog-helpers.js';

/** GET api/common/blogs and api/common/blogs/{slug}: the Host's site's published posts, for anyone. */

let t: TestApp;
let c: SignedInChain;
let other: SignedInChain;
beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db, { type: 'b2c' });
  other = await signedInChain(t.db, { type: 'b2c' });
});
afterAll(async () => t.close());

describe('GET /api/common/blogs', () => {
  it('answers an empty first page before any post is published', async () => {
    const res = await publicList(t, c.site.host);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1, showingFrom: 0, nextPage: false });
  });

  it('lists the published posts of the Host’s site only, newest first, as teasers without body or author', async () => {
    const first = await newPost(t, c, { title: 'Back and lay explained' });
    t.clock.advance(60_000);
    await newPost(t, c, { title: 'A draft nobody sees', status: 'draft' });
    t.clock.advance(60_000);
    const second = await newPost(t, c, { title: 'Playing responsibly', summary: 'Limits and breaks.' });
    await newPost(t, other, { title: 'Other brand news' });

    const res = await publicList(t, c.site.host);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const docs = page.docs as PublicBlogPostSummary[];
    expect(docs.map((d) => d.title)).toEqual(['Playing responsibly', 'Back and lay explained']);
    expect(page).toMatchObject({ totalDocs: 2, totalPages: 1, showingFrom: 1, showingTo: 2, limit: 20 });
    expect(docs[0]).toEqual({
      slug: 'playing-responsibly',
      title: 'Playing responsibly',
      summary: 'Limits and breaks.',
      publishedAt: second.publishedAt,
    });
    for (const d of docs) expect(Object.keys(d).sort()).toEqual(['publishedAt', 'slug', 'summary', 'title']);
    for (const leak of [c.site.whiteLabel.id, c.whiteLabel.userName, first._id, 'createdBy', 'status', 'body'])
      expect(res.body).not.toContain(leak);

    const theirs = (await publicList(t, other.site.host)).json().docs as PublicBlogPostSummary[];
    expect(theirs.map((d) => d.title)).toEqual(['Other brand news']);
  });

  it('pages with page and limit, and searches titles', async () => {
    const page2 = (await publicList(t, c.site.host, '?page=2&limit=1')).json();
    expect(page2.docs.map((d: PublicBlogPostSummary) => d.title)).toEqual(['Back and lay explained']);
    expect(page2).toMatchObject({ totalDocs: 2, totalPages: 2, previousPage: true, nextPage: false });
    const found = (await publicList(t, c.site.host, '?search=EXPLAINED')).json();
    expect(found.docs.map((d: PublicBlogPostSummary) => d.title)).toEqual(['Back and lay explained']);
    const bad = await publicList(t, c.site.host, '?limit=0');
    expect(bad.statusCode).toBe(400);
  });

  it('answers an unknown host as the other api/common calls do', async () => {
    const res = await publicList(t, 'nowhere.example');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.whiteLabelMissing);
  });
});

describe('GET /api/common/blogs/:slug', () => {
  it('opens a published post with its body, signed out or in', async () => {
    const res = await publicPost(t, c.site.host, 'back-and-lay-explained');
    expect(res.statusCode).toBe(200);
    const post = res.json().docs as PublicBlogPost;
    expect(post).toMatchObject({ slug: 'back-and-lay-explained', title: 'Back and lay explained', body: BODY });
    const asPlayer = await call(t, c.tokens.user, 'GET', '/api/common/blogs/back-and-lay-explained', undefined, { host: c.site.host });
    expect(asPlayer.json()).toEqual(res.json());
  });

  it('answers a draft, an unknown slug, a bad slug and another site’s post with the same 404', async () => {
    const draft = await newPost(t, c, { title: 'Still a draft', status: 'draft' });
    const foreign = await newPost(t, other, { title: 'Only on the other site' });
    for (const slug of [draft.slug, 'no-such-post', 'Bad Slug!', '..%2F..', 'x'.repeat(90), foreign.slug]) {
      const res = await publicPost(t, c.site.host, slug);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().message, slug).toBe(BLOG_MESSAGES.notFound);
    }
    expect((await publicPost(t, other.site.host, foreign.slug)).statusCode).toBe(200);
    // Past the router's parameter limit the answer is 414, still a 4xx and never a 500.
    expect((await publicPost(t, c.site.host, 'x'.repeat(200))).statusCode).toBe(414);
  });

  it('hides a post again once it goes back to draft, and shows it at its first date when republished', async () => {
    const post = await newPost(t, c, { title: 'Cash out explained' });
    const url = staffUrl('whiteLabel', c.site.whiteLabel.id, post._id);
    expect((await call(t, c.tokens.whiteLabel, 'PUT', url, { status: 'draft' })).statusCode).toBe(200);
    expect((await publicPost(t, c.site.host, post.slug)).statusCode).toBe(404);
    t.clock.advance(3_600_000);
    const again = await call(t, c.tokens.whiteLabel, 'PUT', url, { status: 'published' });
    expect(again.json().docs.publishedAt).toBe(post.publishedAt);
    expect((await publicPost(t, c.site.host, post.slug)).json().docs.publishedAt).toBe(post.publishedAt);
  });
});
