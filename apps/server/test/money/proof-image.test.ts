import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '@backlay/contract';
import { checkProofImage, imageSize, utrInText } from '../../src/modules/money/index.js';
import { encodePng, jpegHeader, pngBomb, receiptPng, webpHeader } from './test-images.js';

/** The byte-level checks of a proof and the UTR picked from OCR text: no database, no OCR. */

function refusal(bytes: Buffer): string | null {
  try {
    checkProofImage({ bytes });
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

describe('image dimensions from the header bytes', () => {
  it('reads PNG, JPEG and the three kinds of WebP', () => {
    expect(imageSize('image/png', encodePng(37, 21, new Uint8Array(37 * 21)))).toEqual({ width: 37, height: 21 });
    expect(imageSize('image/png', receiptPng(['UTR 1']))).toMatchObject({ width: expect.any(Number) });
    expect(imageSize('image/jpeg', jpegHeader(1080, 2340))).toEqual({ width: 1080, height: 2340 });
    expect(imageSize('image/webp', webpHeader('VP8 ', 800, 600))).toEqual({ width: 800, height: 600 });
    expect(imageSize('image/webp', webpHeader('VP8L', 16_384, 3))).toEqual({ width: 16_384, height: 3 });
    expect(imageSize('image/webp', webpHeader('VP8X', 12_345, 678))).toEqual({ width: 12_345, height: 678 });
  });

  it('walks JPEG segments: fill bytes, restart markers, a progressive frame; the largest frame counts', () => {
    const base = jpegHeader(640, 480);
    // SOI, fill bytes, a comment segment, then a progressive SOF2 and a second (larger) frame.
    const sof = (marker: number, w: number, h: number) => {
      const b = Buffer.from([0xff, marker, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
      b.writeUInt16BE(h, 5);
      b.writeUInt16BE(w, 7);
      return b;
    };
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xff, 0xfe, 0x00, 0x05, 0x61, 0x62, 0x63]),
      sof(0xc2, 300, 200),
      sof(0xc1, 20_000, 20_000),
      Buffer.from([0xff, 0xda, 0x00, 0x02]),
    ]);
    expect(imageSize('image/jpeg', jpeg)).toEqual({ width: 20_000, height: 20_000 });
    expect(imageSize('image/jpeg', base)).toEqual({ width: 640, height: 480 });
  });

  it('cannot read truncated or inconsistent headers', () => {
    expect(imageSize('image/png', encodePng(10, 10, new Uint8Array(100)).subarray(0, 23))).toBeNull();
    expect(imageSize('image/png', encodePng(0, 10, null, Buffer.alloc(0)))).toBeNull();
    expect(imageSize('image/jpeg', jpegHeader(640, 480).subarray(0, 22))).toBeNull();
    expect(imageSize('image/jpeg', jpegHeader(640, 0))).toBeNull(); // height set later by DNL: unbounded
    expect(imageSize('image/jpeg', Buffer.from([0xff, 0xd8, 0x00, 0x00]))).toBeNull();
    const vp8 = webpHeader('VP8 ', 800, 600);
    vp8[23] = 0; // broken start code
    expect(imageSize('image/webp', vp8)).toBeNull();
    const vp8l = webpHeader('VP8L', 800, 600);
    vp8l[20] = 0; // broken signature
    expect(imageSize('image/webp', vp8l)).toBeNull();
  });
});

describe('checkProofImage', () => {
  it('takes images within the pixel budget, up to its edges', () => {
    expect(checkProofImage({ bytes: jpegHeader(10_000, 4_000) })).toMatchObject({ mime: 'image/jpeg', extension: 'jpg', width: 10_000 });
    expect(checkProofImage({ bytes: webpHeader('VP8X', 4_000, 10_000) })).toMatchObject({ extension: 'webp', height: 10_000 });
  });

  it('refuses bombs and oversized dimensions before anything decodes them', () => {
    expect(refusal(jpegHeader(10_001, 10))).toBe(MONEY_MESSAGES.imageTooManyPixels);
    expect(refusal(jpegHeader(7_000, 6_000))).toBe(MONEY_MESSAGES.imageTooManyPixels); // 42 megapixels
    expect(refusal(webpHeader('VP8X', 16_384, 16_384))).toBe(MONEY_MESSAGES.imageTooManyPixels);
    expect(refusal(webpHeader('VP8L', 10, 16_000))).toBe(MONEY_MESSAGES.imageTooManyPixels);
    expect(refusal(encodePng(4_000_000_000, 1, null, Buffer.alloc(0)))).toBe(MONEY_MESSAGES.imageTooManyPixels);
    expect(refusal(pngBomb(6_500))).toBe(MONEY_MESSAGES.imageTooManyPixels);
  });

  it('refuses what is not one of the three types, or whose header cannot be read', () => {
    expect(refusal(Buffer.from('GIF89a' + 'x'.repeat(50)))).toBe(MONEY_MESSAGES.imageNotImage);
    expect(refusal(Buffer.from('just text'))).toBe(MONEY_MESSAGES.imageNotImage);
    expect(refusal(encodePng(10, 10, new Uint8Array(100)).subarray(0, 16))).toBe(MONEY_MESSAGES.imageNotImage);
    expect(refusal(Buffer.alloc(0))).toBe(MONEY_MESSAGES.imageRequired);
  });
});

describe('utrInText', () => {
  it('finds the one 12-digit number, not longer or shorter runs', () => {
    expect(utrInText('PAID TO BACKLAY\nRS 1000.00\nUPI REF NO: 412345678901\n')).toBe('412345678901');
    expect(utrInText('Account 123456789012345 Phone 9876543210')).toBeNull();
    expect(utrInText('no number here')).toBeNull();
    expect(utrInText('UTR 412345678901 (repeated) 412345678901')).toBe('412345678901');
  });

  it('of several, takes the one on a line that names the reference, else none', () => {
    expect(utrInText('Order 111122223333\nUPI Ref No 412345678901')).toBe('412345678901');
    expect(utrInText('Order 111122223333\nInvoice 412345678901')).toBeNull();
    expect(utrInText('UTR 111122223333\nRRN 412345678901')).toBeNull();
  });
});
