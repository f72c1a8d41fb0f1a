/**
 * Blog post rules shared by the server (addresses) and the clients (rendering). Contract:
 * packages/contract blogs.ts.
 */

/** Longest slug: long enough to read as the title, short enough for a shared link. */
export const BLOG_SLUG_MAX = 80;
/** A title with no latin letter or digit (a Hindi headline, emoji) still needs an address. */
export const BLOG_SLUG_FALLBACK = 'post';

/**
 * The address of a title: accents folded (é -> e), lower-case, every run of anything else than
 * a-z and 0-9 one hyphen, none at either end, cut at a word boundary within BLOG_SLUG_MAX.
 * Always matches /^[a-z0-9]+(-[a-z0-9]+)*$/.
 */
export function blogSlugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const w of words) {
    const next = slug ? `${slug}-${w}` : w;
    if (next.length > BLOG_SLUG_MAX) {
      // One word longer than the limit is cut; otherwise stop at the last whole word.
      if (!slug) slug = w.slice(0, BLOG_SLUG_MAX);
      break;
    }
    slug = next;
  }
  return slug || BLOG_SLUG_FALLBACK;
}

/**
 * The first free address for `base` among `taken` (the label's other posts): base, base-2,
 * base-3... The suffix keeps the whole within BLOG_SLUG_MAX.
 */
export function freeBlogSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, BLOG_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A post body as paragraphs: a blank line (spaces allowed) separates them; single line breaks
 * stay inside a paragraph (the client shows them as breaks). Plain text only: callers render
 * each paragraph as text, never as HTML.
 */
export function blogParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
