import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { bytesToHex, hexToBytes, utf8Bytes } from './bytes.js';
import { FairRandom, fairRoundsFor } from './fair-random.js';
import { hmacSha256 } from './sha256.js';
import { CHI_SQUARE_CRITICAL_99, chiSquareStatistic } from './test-stats.js';

const serverSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex);
const clientSeed = fc.stringMatching(/^[!-9;-~]{1,64}$/);
const nonce = fc.nat();

/** A stream that hands out the given blocks in order. */
function streamOf(...blocks: string[]): FairRandom {
  return new FairRandom((cursor) => hexToBytes(blocks[cursor] ?? ''));
}

describe('the round stream', () => {
  test.prop([serverSeed, clientSeed, nonce])('is HMAC-SHA256(serverSeed, "client:nonce:cursor") for cursor 0, 1, ...', (server, client, n) => {
    const random = fairRoundsFor(server)(client, n);
    const bytes = Uint8Array.from({ length: 70 }, () => random.nextByte());
    const expected = [0, 1, 2].map((cursor) => bytesToHex(hmacSha256(utf8Bytes(server), utf8Bytes(`${client}:${n}:${cursor}`)))).join('');
    expect(bytesToHex(bytes)).toBe(expected.slice(0, 140));
  });

  it('gives a known answer for a fixed round', () => {
    // openssl: printf %s 'player1:0:0' | openssl dgst -sha256 -hmac "$(printf 'ab%.0s' {1..32})"
    const random = FairRandom.forRound({ serverSeed: 'ab'.repeat(32), clientSeed: 'player1', nonce: 0 });
    const first = Uint8Array.from({ length: 32 }, () => random.nextByte());
    expect(bytesToHex(first)).toBe('5a02c6dd8c39004ba3c70627f6db5eed828e770fb34e78ee76252059394f6d56');
  });

  it('refuses malformed seeds and nonces', () => {
    expect(() => fairRoundsFor('xyz')).toThrow(RangeError);
    expect(() => fairRoundsFor('ab'.repeat(32))('a:b', 0)).toThrow(RangeError);
    expect(() => fairRoundsFor('ab'.repeat(32))('ab', -1)).toThrow(RangeError);
  });
});

describe('numbers from the stream', () => {
  it('reads 32-bit words and 52-bit integers big-endian', () => {
    expect(streamOf('0102030405').nextUint32()).toBe(0x01020304);
    expect(streamOf('ffffffff').nextUint32()).toBe(0xffffffff);
    // 13 hex digits of 123456789abcde: the last half-byte is dropped.
    expect(streamOf('123456789abcde').nextUint52()).toBe(0x123456789abcd);
    expect(streamOf('ffffffffffffff').nextFloat()).toBe(1 - 2 ** -52);
    expect(streamOf('00000000000000').nextFloat()).toBe(0);
  });

  it('carries on into the next block when one runs out', () => {
    expect(streamOf('aabb', 'ccdd').nextUint32()).toBe(0xaabbccdd);
  });

  it('rejects the biased top of the 32-bit range instead of folding it with modulo', () => {
    // 2^32 = 3 * 1431655765 + 1, so the single word 0xffffffff would favour 0; it is redrawn.
    const random = streamOf('ffffffff' + '00000005');
    expect(random.nextInt(3)).toBe(2);
    // 0xfffffffe is below the limit and kept.
    expect(streamOf('fffffffe').nextInt(3)).toBe(0xfffffffe % 3);
  });

  it('refuses sizes it cannot serve uniformly', () => {
    expect(() => streamOf('00000000').nextInt(0)).toThrow(RangeError);
    expect(() => streamOf('00000000').nextInt(2 ** 32 + 1)).toThrow(RangeError);
    expect(() => streamOf('00000000').nextInt(2.5)).toThrow(RangeError);
  });

  test.prop([serverSeed, clientSeed, nonce, fc.integer({ min: 1, max: 2 ** 32 })])('integers stay in range', (server, client, n, size) => {
    const random = fairRoundsFor(server)(client, n);
    for (let i = 0; i < 10; i++) {
      const value = random.nextInt(size);
      expect(Number.isInteger(value) && value >= 0 && value < size).toBe(true);
    }
  });

  test.prop([serverSeed, clientSeed, nonce])('floats stay in [0, 1)', (server, client, n) => {
    const value = fairRoundsFor(server)(client, n).nextFloat();
    expect(value >= 0 && value < 1).toBe(true);
  });

  it('rolls a fair die: 70,000 draws of nextInt(7) pass a chi-square test at 99% (6 df, critical 16.812)', () => {
    const rounds = fairRoundsFor('5e'.repeat(32));
    const counts = new Array<number>(7).fill(0);
    for (let n = 0; n < 10_000; n++) {
      const random = rounds('die', n);
      for (let i = 0; i < 7; i++) counts[random.nextInt(7)]!++;
    }
    expect(chiSquareStatistic(counts, new Array<number>(7).fill(1 / 7))).toBeLessThan(CHI_SQUARE_CRITICAL_99[6]!);
  });
});
