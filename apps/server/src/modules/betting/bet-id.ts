import { randomFillSync } from 'node:crypto';

/**
 * Bet ids are UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then a 12-bit counter that
 * keeps ids of the same millisecond in the order they were made, then random bits. Sorting
 * by id is sorting by placement, so bets of one batch (which share their commit time) still
 * list newest first, and new ids land at the end of the primary key's index.
 */
let lastMs = 0;
let counter = 0;

/**
 * The random bits come from a pool filled 512 ids at a time (as Node's randomUUID does): a call
 * into the system's generator per id would cost every bet a system call (figures:
 * bench/README.md). Each id takes the next 8 bytes, never reused.
 */
const RANDOM_BYTES = 8;
const POOL_IDS = 512;
const pool = Buffer.alloc(RANDOM_BYTES * POOL_IDS);
let poolNext = POOL_IDS;
/** The id being written; its hex is copied out before the next id is made. */
const bytes = Buffer.alloc(16);

export function newBetId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else {
    counter += 1;
    // 4,096 ids in one millisecond: borrow the next millisecond rather than wrap.
    if (counter > 0xfff) {
      lastMs += 1;
      counter = 0;
    }
  }
  if (poolNext === POOL_IDS) {
    randomFillSync(pool);
    poolNext = 0;
  }
  pool.copy(bytes, 16 - RANDOM_BYTES, poolNext * RANDOM_BYTES, (poolNext + 1) * RANDOM_BYTES);
  poolNext += 1;
  const ms = lastMs;
  bytes[0] = Math.floor(ms / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(ms / 2 ** 32) & 0xff;
  bytes[2] = (ms >>> 24) & 0xff;
  bytes[3] = (ms >>> 16) & 0xff;
  bytes[4] = (ms >>> 8) & 0xff;
  bytes[5] = ms & 0xff;
  bytes[6] = 0x70 | (counter >>> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
