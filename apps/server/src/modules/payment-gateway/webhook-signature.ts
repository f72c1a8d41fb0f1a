import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures of webhook bodies and sandbox links: `sha256=` + hex. Checked in
 * constant time over the raw bytes as received (never a re-serialised body, whose key order or
 * spacing could differ from what was signed).
 */
const PREFIX = 'sha256=';

export function sign(secret: string, data: Buffer | string): string {
  return PREFIX + createHmac('sha256', secret).update(data).digest('hex');
}

export function isValidSignature(secret: string, data: Buffer | string, signature: string | string[] | undefined): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(sign(secret, data));
  const given = Buffer.from(signature.trim());
  // timingSafeEqual needs equal lengths; a length difference says nothing about the secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
