import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { BLOG_MESSAGES, MESSAGES, type BlogPost } from '@backlay/contract';
import { auditLog, blogPosts } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { CODE, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { call } from '../money/money-helpers.js';
import { BODY, newPost, publicPost, staffUrl } from './blog-helpers.js';

/** The staff calls of blog posts: api/{role}/setting/blog/{whiteLabelId}[/{postId}] on a real database. */

let t: TestApp;
let c: SignedInChain;
let other: SignedInChain;
beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db, { type: 'b2c' });
  other = await signedInChain(t.db, { type: 'b2c' });
});
afterAll(async () => t.close());

const mine = () => staffUrl('whiteLabel', c.site.whiteLabel.id);
const postCount = async (whiteLabelId = c.site.whiteLabel.id) =>
  (await t.db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.whiteLabelId, whiteLabelId)))[0]!.n;
const auditOf = (postId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'blog_post'), eq(auditLog.targetId, postId)))
    .orderBy(auditLog.createdAt);

describe('writing posts', () => {
  it('creates a draft by default, with a slug from the title, its author and an audit row', async () => {
    const res = await call(t, c.tokens.whiteLabel, 'POST', mine(), {
      title: '  Back and lay:   how the exchange works ',
      summary: 'What backing and laying mean,\nand what you risk.',
      body: `\r\n${BODY.replace(/\n/g, '\r\n')}\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(BLOG_MESSAGES.created);
    const post = res.json().docs as BlogPost;
    expect(post).toMatchObject({
      whiteLabelId: c.site.whiteLabel.id,
      slug: 'back-and-lay-how-the-exchange-works',
      title: 'Back and lay: how the exchange works',
      summary: 'What backing and laying mean, and what you risk.',
      body: BODY,
      status: 'draft',
      publishedAt: null,
      createdBy: c.whiteLabel.userName,
    });
    const audit = await auditOf(post._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'blog_post.create', actorId: c.whiteLabel.id });
    expect(audit[0]!.after).toMatchObject({ slug: post.slug, status: 'draft', body: BODY });
  });

  it('lists every post of the label, drafts included, newest first, filtered by status and title', async () => {
    t.clock.advance(1_000);
    await newPost(t, c, { title: 'Playing responsibly' });
    const res = await call(t, c.tokens.whiteLabel, 'GET', mine());
    expect(res.statusCode).toBe(200);
    expect(res.json().docs.map((p: BlogPost) => [p.title, p.status])).toEqual([
      ['Playing responsibly', 'published'],
      ['Back and lay: how the exchange works', 'draft'],
    ]);
    expect(res.json()).toMatchObject({ totalDocs: 2, totalPages: 1 });
    const drafts = await call(t, c.tokens.whiteLabel, 'GET', `${mine()}?status=draft`);
    expect(drafts.json().docs.map((p: BlogPost) => p.status)).toEqual(['draft']);
    const search = await call(t, c.tokens.whiteLabel, 'GET', `${mine()}?search=responsib`);
    expect(search.json().docs.map((p: BlogPost) => p.title)).toEqual(['Playing responsibly']);
  });

  it('gives a second post of the same title the next free slug; another label may use the same slug', async () => {
    const a = await newPost(t, c, { title: 'Odds explained' });
    const b = await newPost(t, c, { title: 'Odds, explained!' });
    const d = await newPost(t, c, { title: 'ODDS EXPLAINED' });
    expect([a.slug, b.slug, d.slug]).toEqual(['odds-explained', 'odds-explained-2', 'odds-explained-3']);
    const theirs = await newPost(t, other, { title: 'Odds explained' });
    expect(theirs.slug).toBe('odds-explained');
    // Each opens on its own site.
    expect((await publicPost(t, c.site.host, 'odds-explained-2')).json().docs.title).toBe('Odds, explained!');
    expect((await publicPost(t, other.site.host, 'odds-explained')).json().docs.title).toBe('Odds explained');
    // A title of no latin letters still gets an address.
    expect((await newPost(t, c, { title: 'क्रिकेट टिप्स' })).slug).toBe('post');
  });

  it('lets the slug follow the title while never published, then keeps it for good', async () => {
    const draft = await newPost(t, c, { title: 'Early title', status: 'draft' });
    const url = staffUrl('whiteLabel', c.site.whiteLabel.id, draft._id);
    const renamed = await call(t, c.tokens.whiteLabel, 'PUT', url, { title: 'Odds explained' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().message).toBe(BLOG_MESSAGES.saved);
    expect(renamed.json().docs.slug).toBe('odds-explained-4');
    // Its own slug is free to keep when the same base comes back.
    const same = await call(t, c.tokens.whiteLabel, 'PUT', url, { title: 'Odds  explained ', summary: 'Now with a summary' });
    expect(same.json().docs.slug).toBe('odds-explained-4');

    const published = await call(t, c.tokens.whiteLabel, 'PUT', url, { status: 'published' });
    expect(published.json().docs).toMatchObject({ status: 'published', publishedAt: t.clock.now().toISOString() });
    const retitled = await call(t, c.tokens.whiteLabel, 'PUT', url, { title: 'Odds and prices explained' });
    expect(retitled.json().docs).toMatchObject({ title: 'Odds and prices explained', slug: 'odds-explained-4' });
    expect((await publicPost(t, c.site.host, 'odds-explained-4')).json().docs.title).toBe('Odds and prices explained');
  });

  it('saves the same texts again without a write or an audit row', async () => {
    const post = await newPost(t, c, { title: 'Unchanged post' });
    const before = (await auditOf(post._id)).length;
    t.clock.advance(1_000);
    const res = await call(t, c.tokens.whiteLabel, 'PUT', staffUrl('whiteLabel', c.site.whiteLabel.id, post._id), {
      title: post.title,
      summary: post.summary,
      body: post.body,
      status: post.status,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().docs.updatedAt).toBe(post.updatedAt);
    expect(await auditOf(post._id)).toHaveLength(before);
    const empty = await call(t, c.tokens.whiteLabel, 'PUT', staffUrl('whiteLabel', c.site.whiteLabel.id, post._id), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(BLOG_MESSAGES.nothingToChange);
  });

  it('audits an edit with the before and after', async () => {
    const post = await newPost(t, c, { title: 'Audited post' });
    await call(t, c.tokens.whiteLabel, 'PUT', staffUrl('whiteLabel', c.site.whiteLabel.id, post._id), { body: 'New body.' });
    const rows = await auditOf(post._id);
    expect(rows.map((r) => r.action)).toEqual(['blog_post.create', 'blog_post.update']);
    expect(rows[1]!.before).toMatchObject({ body: BODY });
    expect(rows[1]!.after).toMatchObject({ body: 'New body.' });
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a short title', { title: 'ab', body: 'x' }, BLOG_MESSAGES.titleLength],
    ['a blank title', { title: '     ', body: 'x' }, BLOG_MESSAGES.titleLength],
    ['a missing title', { body: 'x' }, BLOG_MESSAGES.titleLength],
    ['a long title', { title: 'x'.repeat(121), body: 'x' }, BLOG_MESSAGES.titleLength],
    ['a long summary', { title: 'Fine title', summary: 's'.repeat(301), body: 'x' }, BLOG_MESSAGES.summaryTooLong],
    ['an empty body', { title: 'Fine title', body: ' \n\n ' }, BLOG_MESSAGES.bodyLength],
    ['a missing body', { title: 'Fine title' }, BLOG_MESSAGES.bodyLength],
    ['a long body', { title: 'Fine title', body: 'b'.repeat(20_001) }, BLOG_MESSAGES.bodyLength],
  ];
  it.each(cases)('refuses %s with its message and writes nothing', async (_name, body, message) => {
    const before = await postCount();
    const res = await call(t, c.tokens.whiteLabel, 'POST', mine(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await postCount()).toBe(before);
  });

  it('accepts the limits exactly', async () => {
    const post = await newPost(t, c, { title: 'x'.repeat(120), summary: 's'.repeat(300), body: 'b'.repeat(20_000) });
    expect(post.title).toHaveLength(120);
    expect((await newPost(t, c, { title: 'abc', summary: '' })).summary).toBe('');
  });

  it('refuses a bad edit with its message and leaves the post as it was', async () => {
    const post = await newPost(t, c, { title: 'Stays as it was' });
    const url = staffUrl('whiteLabel', c.site.whiteLabel.id, post._id);
    for (const [body, message] of [
      [{ title: 'no' }, BLOG_MESSAGES.titleLength],
      [{ summary: 's'.repeat(301) }, BLOG_MESSAGES.summaryTooLong],
      [{ body: '' }, BLOG_MESSAGES.bodyLength],
      [{ body: 'fine', title: 'x' }, BLOG_MESSAGES.titleLength],
    ] as const) {
      const res = await call(t, c.tokens.whiteLabel, 'PUT', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post._id));
    expect(row).toMatchObject({ title: 'Stays as it was', body: BODY });
  });

  it('answers other bad input with a 4xx, never a 500', async () => {
    for (const [method, url, body] of [
      ['POST', mine(), { title: 'Fine title', body: 'x', status: 'live' }],
      ['POST', mine(), { title: 42, body: 'x' }],
      ['POST', mine(), { title: 'x'.repeat(10_000), body: 'x' }],
      ['POST', staffUrl('whiteLabel', 'not-a-uuid'), { title: 'Fine title', body: 'x' }],
      ['PUT', staffUrl('whiteLabel', c.site.whiteLabel.id, 'not-a-uuid'), { title: 'Fine title' }],
      ['PUT', staffUrl('whiteLabel', c.site.whiteLabel.id, '00000000-0000-4000-8000-000000000000'), { title: 'Fine title' }],
      ['GET', `${mine()}?status=secret`, undefined],
    ] as const) {
      const res = await call(t, c.tokens.whiteLabel, method, url, body as Record<string, unknown> | undefined);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('deleting posts', () => {
  it('needs the transaction code; then the post is gone, audited with what it held', async () => {
    const post = await newPost(t, c, { title: 'To be deleted' });
    const url = staffUrl('whiteLabel', c.site.whiteLabel.id, post._id);
    const noCode = await call(t, c.tokens.whiteLabel, 'DELETE', url, {});
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(MESSAGES.transactionCodeEmpty);
    const noBody = await call(t, c.tokens.whiteLabel, 'DELETE', url);
    expect(noBody.statusCode).toBe(400);
    const wrong = await call(t, c.tokens.whiteLabel, 'DELETE', url, { transactionCode: '99999999' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.invalidTransactionCode);
    expect((await publicPost(t, c.site.host, post.slug)).statusCode).toBe(200);

    const res = await call(t, c.tokens.whiteLabel, 'DELETE', url, { transactionCode: CODE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: BLOG_MESSAGES.deleted, docs: { _id: post._id } });
    expect((await publicPost(t, c.site.host, post.slug)).statusCode).toBe(404);
    const rows = await auditOf(post._id);
    expect(rows.at(-1)).toMatchObject({ action: 'blog_post.delete' });
    expect(rows.at(-1)!.before).toMatchObject({ title: 'To be deleted', body: BODY });
    const again = await call(t, c.tokens.whiteLabel, 'DELETE', url, { transactionCode: CODE });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(BLOG_MESSAGES.notFound);
    // Its slug is free again.
    expect((await newPost(t, c, { title: 'To be deleted' })).slug).toBe(post.slug);
  });
});

describe('tenancy and roles', () => {
  it('refuses a whiteLabel account every call on another label, and changes nothing there', async () => {
    const theirs = await newPost(t, other, { title: 'Their post' });
    const before = await postCount(other.site.whiteLabel.id);
    const wl = other.site.whiteLabel.id;
    for (const [method, url, body] of [
      ['GET', staffUrl('whiteLabel', wl), undefined],
      ['POST', staffUrl('whiteLabel', wl), { title: 'Sneaky post', body: 'x', status: 'published' }],
      ['PUT', staffUrl('whiteLabel', wl, theirs._id), { title: 'Hijacked' }],
      ['DELETE', staffUrl('whiteLabel', wl, theirs._id), { transactionCode: CODE }],
    ] as const) {
      const res = await call(t, c.tokens.whiteLabel, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(BLOG_MESSAGES.notYourWhiteLabel);
    }
    expect(await postCount(wl)).toBe(before);
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, theirs._id));
    expect(row!.title).toBe('Their post');
  });

  it('finds a post only under its own label: another label’s post id under mine is not found', async () => {
    const theirs = await newPost(t, other, { title: 'Their other post' });
    for (const [method, body] of [
      ['PUT', { title: 'Moved over' }],
      ['DELETE', { transactionCode: CODE }],
    ] as const) {
      const res = await call(t, c.tokens.whiteLabel, method, staffUrl('whiteLabel', c.site.whiteLabel.id, theirs._id), body);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe(BLOG_MESSAGES.notFound);
    }
    expect((await publicPost(t, other.site.host, theirs.slug)).json().docs.title).toBe('Their other post');
  });

  it('lets the administrator manage any label, named in the path', async () => {
    const wl = other.site.whiteLabel.id;
    const created = await newPost(t, other, { title: 'Written by the administrator' }, { role: 'administrator' });
    expect(created).toMatchObject({ whiteLabelId: wl, createdBy: other.administrator.userName });
    const list = await call(t, c.tokens.administrator, 'GET', staffUrl('administrator', wl));
    expect(list.statusCode).toBe(200);
    expect(list.json().docs.map((p: BlogPost) => p.title)).toContain('Written by the administrator');
    const edit = await call(t, c.tokens.administrator, 'PUT', staffUrl('administrator', wl, created._id), { status: 'draft' });
    expect(edit.statusCode).toBe(200);
    const del = await call(t, c.tokens.administrator, 'DELETE', staffUrl('administrator', wl, created._id), { transactionCode: CODE });
    expect(del.statusCode).toBe(200);
    const unknown = await call(t, c.tokens.administrator, 'GET', staffUrl('administrator', '00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BLOG_MESSAGES.whiteLabelNotFound);
  });

  it('refuses every other role and visitors', async () => {
    const wl = c.site.whiteLabel.id;
    const post = await newPost(t, c, { title: 'Staff only edits' });
    for (const role of ['admin', 'superMaster', 'master', 'agent', 'branch', 'user'] as const) {
      const token = c.tokens[role];
      for (const [method, url, body] of [
        ['GET', staffUrl(role, wl), undefined],
        ['POST', staffUrl(role, wl), { title: 'Not allowed', body: 'x' }],
        ['PUT', staffUrl(role, wl, post._id), { title: 'Not allowed' }],
        ['DELETE', staffUrl(role, wl, post._id), { transactionCode: CODE }],
        // Its own role in the path but another role's call: the path role must be the caller's.
        ['POST', staffUrl('whiteLabel', wl), { title: 'Not allowed', body: 'x' }],
      ] as const) {
        const res = await call(t, token, method, url, body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const anonymous = await call(t, null, 'POST', staffUrl('whiteLabel', wl), { title: 'Not allowed', body: 'x' });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post._id));
    expect(row!.title).toBe('Staff only edits');
    const notAllowed = await t.db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.title, 'Not allowed'));
    expect(notAllowed[0]!.n).toBe(0);
  });
});
