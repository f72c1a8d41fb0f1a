import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { bytesToHex, hexToBytes, utf8Bytes } from './bytes.js';

describe('utf8Bytes', () => {
  it('encodes ASCII, two-, three- and four-byte characters', () => {
    expect(bytesToHex(utf8Bytes('a:1'))).toBe('613a31');
    expect(bytesToHex(utf8Bytes('é'))).toBe('c3a9');
    expect(bytesToHex(utf8Bytes('₹'))).toBe('e282b9');
    expect(bytesToHex(utf8Bytes('𝄞'))).toBe('f09d849e');
  });
  it('replaces a lone surrogate as TextEncoder does', () => {
    expect(bytesToHex(utf8Bytes('\ud800'))).toBe('efbfbd');
  });
});

describe('hex', () => {
  test.prop([fc.uint8Array({ maxLength: 64 })])('round-trips bytes', (bytes) => {
    expect(hexToBytes(bytesToHex(bytes))).toEqual(bytes);
  });
  it('reads either case and refuses odd lengths and non-hex', () => {
    expect(hexToBytes('0aFf')).toEqual(Uint8Array.from([10, 255]));
    expect(() => hexToBytes('abc')).toThrow(RangeError);
    expect(() => hexToBytes('zz')).toThrow(RangeError);
  });
});
