import { bytesToHex, utf8Bytes } from './bytes.js';
import { sha256 } from './sha256.js';

/**
 * Seeds and the commitment. Before any round the player sees SHA-256 of the server seed (of
 * its 64-character hex text, so `printf %s "$seed" | sha256sum` checks it); after the player
 * rotates the seed it is revealed and every round played with it can be recomputed.
 */

export const SERVER_SEED_BYTES = 32;

/** Lowercase hex of exactly 32 bytes: the only form the HMAC key is taken from. */
export function isValidServerSeed(serverSeed: string): boolean {
  return /^[0-9a-f]{64}$/.test(serverSeed);
}

/**
 * Printable ASCII without space or ':' — the colon separates the message's parts, and with one
 * inside a client seed two different rounds could share a message.
 */
export function isValidClientSeed(clientSeed: string): boolean {
  return /^[\x21-\x39\x3b-\x7e]{1,64}$/.test(clientSeed);
}

export function isValidNonce(nonce: number): boolean {
  return Number.isSafeInteger(nonce) && nonce >= 0;
}

/** The published commitment to a server seed. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8Bytes(serverSeed)));
}

interface RandomValuesSource {
  getRandomValues(array: Uint8Array): Uint8Array;
}

/** WebCrypto's generator: present as `globalThis.crypto` in browsers and in Node 20+. */
function systemRandomBytes(count: number): Uint8Array {
  const source = (globalThis as { crypto?: RandomValuesSource }).crypto;
  if (!source?.getRandomValues) throw new Error('No cryptographic random source (globalThis.crypto) is available');
  return source.getRandomValues(new Uint8Array(count));
}

/** A fresh server seed: 32 bytes from a cryptographic generator, as 64 lowercase hex digits. */
export function generateServerSeed(randomBytes: (count: number) => Uint8Array = systemRandomBytes): string {
  const bytes = randomBytes(SERVER_SEED_BYTES);
  if (bytes.length !== SERVER_SEED_BYTES) throw new RangeError('the random source gave the wrong number of bytes');
  return bytesToHex(bytes);
}

/** A default client seed for players who do not choose one: 16 random bytes as hex. */
export function generateClientSeed(randomBytes: (count: number) => Uint8Array = systemRandomBytes): string {
  return bytesToHex(randomBytes(16));
}
