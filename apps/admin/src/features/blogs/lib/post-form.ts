import { BLOG_BODY_MAX, BLOG_MESSAGES, BLOG_SUMMARY_MAX, BLOG_TITLE_MAX, BLOG_TITLE_MIN, type BlogPost } from '@backlay/contract';

/** The post dialog's fields as typed. */
export interface PostForm {
  title: string;
  summary: string;
  body: string;
  isPublished: boolean;
}

export const emptyPostForm: PostForm = { title: '', summary: '', body: '', isPublished: false };

export function formOf(post: BlogPost): PostForm {
  return { title: post.title, summary: post.summary, body: post.body, isPublished: post.status === 'published' };
}

/**
 * The server's own checks, run before sending so each field shows its message in place (the
 * server runs them again: white space is cleaned up the same way before lengths are counted).
 */
export function formErrors(f: PostForm): Partial<Record<'title' | 'summary' | 'body', string>> {
  const errors: Partial<Record<'title' | 'summary' | 'body', string>> = {};
  const title = f.title.replace(/\s+/g, ' ').trim();
  if (title.length < BLOG_TITLE_MIN || title.length > BLOG_TITLE_MAX) errors.title = BLOG_MESSAGES.titleLength;
  if (f.summary.replace(/\s+/g, ' ').trim().length > BLOG_SUMMARY_MAX) errors.summary = BLOG_MESSAGES.summaryTooLong;
  const body = f.body.replace(/\r\n?/g, '\n').trim();
  if (body.length < 1 || body.length > BLOG_BODY_MAX) errors.body = BLOG_MESSAGES.bodyLength;
  return errors;
}

export function bodyOf(f: PostForm) {
  return { title: f.title, summary: f.summary, body: f.body, status: f.isPublished ? ('published' as const) : ('draft' as const) };
}
