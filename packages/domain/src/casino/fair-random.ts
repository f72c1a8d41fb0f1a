import { utf8Bytes } from './bytes.js';
import { hmacSha256WithKey } from './sha256.js';
import { isValidClientSeed, isValidNonce, isValidServerSeed } from './seeds.js';

/**
 * The provably fair number source. A round's bytes are the concatenation of
 *
 *   HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)
 *
 * for cursor = 0, 1, 2, ... (the server seed and the message as UTF-8 text, exactly as
 * `openssl dgst -sha256 -hmac "$serverSeed"` reads them). Games read that stream front to back:
 * most rounds need only the 32 bytes of cursor 0. Numbers are made without modulo bias:
 * floats take 52 bits, integers in a range are rejection-sampled from 32-bit words.
 */
export interface FairRoundSeeds {
  /** 64 lowercase hex digits, secret until the player rotates it; its SHA-256 is published first. */
  serverSeed: string;
  /** Chosen by the player (or for them); printable ASCII without spaces or ':'. */
  clientSeed: string;
  /** Counts the rounds played with one pair of seeds, from 0. */
  nonce: number;
}

const TWO_POW_32 = 2 ** 32;

export class FairRandom {
  private block: Uint8Array = new Uint8Array(0);
  private position = 0;
  private cursor = 0;

  /** `nextBlock(cursor)` gives the stream's bytes block by block; tests feed chosen bytes. */
  constructor(private readonly nextBlock: (cursor: number) => Uint8Array) {}

  /** The stream of one round; throws RangeError on malformed seeds. */
  static forRound(seeds: FairRoundSeeds): FairRandom {
    return fairRoundsFor(seeds.serverSeed)(seeds.clientSeed, seeds.nonce);
  }

  nextByte(): number {
    if (this.position === this.block.length) {
      this.block = this.nextBlock(this.cursor++);
      this.position = 0;
    }
    return this.block[this.position++]!;
  }

  /** Four bytes, big-endian: uniform on [0, 2^32). */
  nextUint32(): number {
    return this.nextByte() * 0x1000000 + ((this.nextByte() << 16) | (this.nextByte() << 8) | this.nextByte());
  }

  /**
   * The first 52 bits of the next 7 bytes (13 hex digits), uniform on [0, 2^52): every such
   * integer is exact in a double, and 2^52 equal steps make the float below exactly uniform.
   */
  nextUint52(): number {
    let value = 0;
    for (let i = 0; i < 6; i++) value = value * 256 + this.nextByte();
    return value * 16 + (this.nextByte() >>> 4);
  }

  /** Uniform on [0, 1) in steps of 2^-52. */
  nextFloat(): number {
    return this.nextUint52() / 2 ** 52;
  }

  /**
   * Uniform integer in [0, size), 1 <= size <= 2^32. A 32-bit word at or above the largest
   * multiple of `size` is thrown away and another drawn, so every result has exactly the same
   * number of words mapping to it (plain `word % size` would favour the small results).
   */
  nextInt(size: number): number {
    if (!Number.isInteger(size) || size < 1 || size > TWO_POW_32) throw new RangeError(`size out of range: ${size}`);
    const limit = TWO_POW_32 - (TWO_POW_32 % size);
    for (;;) {
      const word = this.nextUint32();
      if (word < limit) return word % size;
    }
  }
}

/**
 * Prepares the HMAC key of one server seed once and answers a factory of rounds. The server
 * and a simulation use this to play many rounds of one seed without re-keying each time.
 */
export function fairRoundsFor(serverSeed: string): (clientSeed: string, nonce: number) => FairRandom {
  if (!isValidServerSeed(serverSeed)) throw new RangeError('The server seed must be 64 hexadecimal digits.');
  const hmac = hmacSha256WithKey(utf8Bytes(serverSeed));
  return (clientSeed, nonce) => {
    if (!isValidClientSeed(clientSeed)) throw new RangeError('The client seed must be 1 to 64 printable characters without spaces or colons.');
    if (!isValidNonce(nonce)) throw new RangeError('The nonce must be a whole number from 0.');
    const prefix = `${clientSeed}:${nonce}:`;
    return new FairRandom((cursor) => hmac(utf8Bytes(prefix + cursor)));
  };
}
