import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { bytesToHex, hexToBytes, utf8Bytes } from './bytes.js';
import { hmacSha256, hmacSha256WithKey, sha256 } from './sha256.js';

const hex = (bytes: Uint8Array) => bytesToHex(bytes);
const text = (value: string) => utf8Bytes(value);

/** The platform's WebCrypto (Node 20 and browsers), as an independent reference. */
interface SubtleDigest {
  digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer>;
  importKey(format: 'raw', key: Uint8Array, algorithm: { name: 'HMAC'; hash: 'SHA-256' }, extractable: boolean, usages: string[]): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}
const subtle = (globalThis as unknown as { crypto: { subtle: SubtleDigest } }).crypto.subtle;

describe('sha256 (FIPS 180-2 vectors)', () => {
  it('hashes the empty message', () => {
    expect(hex(sha256(new Uint8Array(0)))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
  it('hashes "abc"', () => {
    expect(hex(sha256(text('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('hashes the 448-bit message (padding spills into a second block)', () => {
    expect(hex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });
  it('hashes a million "a"', () => {
    expect(hex(sha256(new Uint8Array(1_000_000).fill(0x61)))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });
});

describe('hmacSha256 (RFC 4231 vectors)', () => {
  const cases: { name: string; key: Uint8Array; data: Uint8Array; mac: string }[] = [
    { name: '1', key: new Uint8Array(20).fill(0x0b), data: text('Hi There'), mac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7' },
    { name: '2', key: text('Jefe'), data: text('what do ya want for nothing?'), mac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843' },
    { name: '3', key: new Uint8Array(20).fill(0xaa), data: new Uint8Array(50).fill(0xdd), mac: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe' },
    {
      name: '4',
      key: hexToBytes('0102030405060708090a0b0c0d0e0f10111213141516171819'),
      data: new Uint8Array(50).fill(0xcd),
      mac: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    },
    {
      name: '6 (key longer than a block)',
      key: new Uint8Array(131).fill(0xaa),
      data: text('Test Using Larger Than Block-Size Key - Hash Key First'),
      mac: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    },
    {
      name: '7 (key and data longer than a block)',
      key: new Uint8Array(131).fill(0xaa),
      data: text(
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      ),
      mac: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    },
  ];
  for (const { name, key, data, mac } of cases) {
    it(`matches test case ${name}`, () => {
      expect(hex(hmacSha256(key, data))).toBe(mac);
    });
  }
  it('matches test case 5 truncated to 128 bits', () => {
    expect(hex(hmacSha256(new Uint8Array(20).fill(0x0c), text('Test With Truncation')).subarray(0, 16))).toBe('a3b6167473100ee06e0c796c2955552b');
  });
});

describe('against WebCrypto', () => {
  test.prop([fc.uint8Array({ maxLength: 300 })])('sha256 agrees on any message length', async (data) => {
    const reference = new Uint8Array(await subtle.digest('SHA-256', data));
    expect(hex(sha256(data))).toBe(hex(reference));
  });

  test.prop([fc.uint8Array({ minLength: 1, maxLength: 150 }), fc.uint8Array({ maxLength: 200 })])('hmac agrees on any key and message', async (key, data) => {
    const cryptoKey = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const reference = new Uint8Array(await subtle.sign('HMAC', cryptoKey, data));
    expect(hex(hmacSha256(key, data))).toBe(hex(reference));
  });

  test.prop([fc.uint8Array({ maxLength: 100 }), fc.array(fc.uint8Array({ maxLength: 130 }), { minLength: 1, maxLength: 5 })])(
    'a keyed function gives the same answer on every call',
    (key, messages) => {
      const keyed = hmacSha256WithKey(key);
      for (const message of messages) expect(hex(keyed(message))).toBe(hex(hmacSha256(key, message)));
    },
  );
});
