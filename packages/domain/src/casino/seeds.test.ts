import { describe, expect, it } from 'vitest';
import { generateClientSeed, generateServerSeed, hashServerSeed, isValidClientSeed, isValidNonce, isValidServerSeed } from './seeds.js';

describe('server seeds', () => {
  it('are 32 bytes from the system generator as lowercase hex, different each time', () => {
    const seeds = Array.from({ length: 20 }, () => generateServerSeed());
    for (const seed of seeds) expect(isValidServerSeed(seed)).toBe(true);
    expect(new Set(seeds).size).toBe(20);
  });
  it('take their bytes from the given source', () => {
    expect(generateServerSeed((count) => new Uint8Array(count).fill(0xab))).toBe('ab'.repeat(32));
    expect(() => generateServerSeed(() => new Uint8Array(31))).toThrow(RangeError);
  });
  it('are committed by SHA-256 of their hex text', () => {
    // printf %s 000...0 (64 zeros) | sha256sum
    expect(hashServerSeed('0'.repeat(64))).toBe('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55');
  });
  it('accept only 64 lowercase hex digits', () => {
    expect(isValidServerSeed('A'.repeat(64))).toBe(false);
    expect(isValidServerSeed('a'.repeat(63))).toBe(false);
  });
});

describe('client seeds and nonces', () => {
  it('default to 32 hex digits', () => {
    const seed = generateClientSeed();
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(isValidClientSeed(seed)).toBe(true);
  });
  it('refuse colons, spaces, empty and over-long seeds', () => {
    expect(isValidClientSeed('lucky:7')).toBe(false);
    expect(isValidClientSeed('lucky 7')).toBe(false);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('Lucky-7!')).toBe(true);
  });
  it('take nonces as whole numbers from 0', () => {
    expect(isValidNonce(0)).toBe(true);
    expect(isValidNonce(-1)).toBe(false);
    expect(isValidNonce(1.5)).toBe(false);
  });
});
