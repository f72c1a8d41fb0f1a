import { hash, randomBytes } from 'node:crypto';

/** A session token is 32 random bytes, base64url; only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Every authenticated request hashes its token to find its session: the one-shot `hash`
 * (Node 20.12+) costs about a third of a Hash object's create, update and digest.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Reads the token from `authorization` (`Bearer x` or bare) or `authentication` headers. */
export function tokenFromHeaders(headers: Record<string, string | string[] | undefined>): string | null {
  for (const name of ['authorization', 'authentication']) {
    const raw = headers[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!value) continue;
    const token = value.startsWith('Bearer ') ? value.slice(7).trim() : value.trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  return null;
}
