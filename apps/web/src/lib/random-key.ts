/**
 * A random key for an Idempotency-Key header: one per attempt, so a retry of the same click
 * can never place twice. crypto.randomUUID needs a secure context, which plain-http hosts
 * (b2c.localhost on a LAN, staging) lack; getRandomValues works everywhere.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
