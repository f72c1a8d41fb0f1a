/**
 * A random key for an Idempotency-Key header: one per action of the player (a Place Bet, a
 * cash out), kept for every send of that action, so the client's own retries of it
 * (api-client.ts) can never place twice. crypto.randomUUID needs a secure context, which plain-http hosts
 * (b2c.localhost on a LAN, staging) lack; getRandomValues works everywhere.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
