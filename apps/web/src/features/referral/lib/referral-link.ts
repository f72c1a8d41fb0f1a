/** The share link of a referral code: /register-referrer/{code} on this site (docs/product.md §2). */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/register-referrer/${encodeURIComponent(code)}`;
}

/** A referrer code from a link: letters and digits only, at most 32 (anything else is ignored). */
export function cleanReferrerCode(raw: string | undefined): string | null {
  const code = (raw ?? '').trim();
  return /^[A-Za-z0-9]{4,32}$/.test(code) ? code : null;
}
