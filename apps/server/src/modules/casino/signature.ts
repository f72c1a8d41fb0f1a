import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the exact body bytes, as lowercase hex: how providers sign wallet calls. */
export function signBody(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Whether `signature` is the body's HMAC. The comparison takes the same time wherever the first
 * difference is (timingSafeEqual on equal-length buffers), so a caller cannot find a valid
 * signature byte by byte from response times. Anything that is not 64 hex digits is refused
 * before comparing; its length reveals nothing about the secret.
 */
export function isValidSignature(secret: string, rawBody: Buffer, signature: string): boolean {
  const given = signature.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, rawBody), 'hex'), Buffer.from(given, 'hex'));
}
