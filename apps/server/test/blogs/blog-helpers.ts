import { expect } from 'vitest';
import type { BlogPost, CreateBlogPostBody } from '@backlay/contract';
import type { TestApp } from '../test-app.js';
import type { SignedInChain } from '../ledger/helpers.js';
import { call } from '../money/money-helpers.js';

/** Staff blog calls of a chain's white label (as its whiteLabel account unless told). */

export const staffUrl = (role: string, whiteLabelId: string, postId?: string) =>
  `/api/${role}/setting/blog/${whiteLabelId}${postId ? `/${postId}` : ''}`;

export const BODY = 'First paragraph of the post.\n\nSecond paragraph, with a line\nbreak inside it.';

export async function newPost(
  t: TestApp,
  c: SignedInChain,
  body: Partial<CreateBlogPostBody> = {},
  as: { role: 'whiteLabel' | 'administrator' } = { role: 'whiteLabel' },
): Promise<BlogPost> {
  const res = await call(t, c.tokens[as.role], 'POST', staffUrl(as.role, c.site.whiteLabel.id), {
    title: 'How the exchange works',
    summary: 'Back, lay and liability in a few minutes.',
    body: BODY,
    status: 'published',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().docs as BlogPost;
}

export function publicList(t: TestApp, host: string, query = '') {
  return call(t, null, 'GET', `/api/common/blogs${query}`, undefined, { host });
}

export function publicPost(t: TestApp, host: string, slug: string) {
  return call(t, null, 'GET', `/api/common/blogs/${encodeURIComponent(slug)}`, undefined, { host });
}
