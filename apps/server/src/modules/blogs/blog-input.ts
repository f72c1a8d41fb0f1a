import { BLOG_BODY_MAX, BLOG_MESSAGES, BLOG_SUMMARY_MAX, BLOG_TITLE_MAX, BLOG_TITLE_MIN } from '@backlay/contract';
import { badRequest } from '../../lib/app-error.js';

/**
 * The checks of a post's texts, each with its own message (the contract's schemas are loose on
 * purpose). Title and summary are one line each: runs of white space become one space. The
 * body keeps its line breaks (a blank line separates paragraphs), with Windows line ends made
 * plain and the white space around it dropped. Lengths are counted after that clean-up.
 */

export function titleOf(raw: string): string {
  const title = raw.replace(/\s+/g, ' ').trim();
  if (title.length < BLOG_TITLE_MIN || title.length > BLOG_TITLE_MAX) throw badRequest(BLOG_MESSAGES.titleLength);
  return title;
}

export function summaryOf(raw: string): string {
  const summary = raw.replace(/\s+/g, ' ').trim();
  if (summary.length > BLOG_SUMMARY_MAX) throw badRequest(BLOG_MESSAGES.summaryTooLong);
  return summary;
}

export function bodyOf(raw: string): string {
  const body = raw.replace(/\r\n?/g, '\n').trim();
  if (body.length < 1 || body.length > BLOG_BODY_MAX) throw badRequest(BLOG_MESSAGES.bodyLength);
  return body;
}
