import { MAX_PROOF_BYTES, MAX_PROOF_PIXELS, MAX_PROOF_SIDE, MONEY_MESSAGES, type PROOF_IMAGE_TYPES } from '@backlay/contract';
import { badRequest } from '../../lib/app-error.js';
import { sniffImage } from '../tenancy/index.js';

/**
 * The byte-level checks of a payment proof, all made before anything decodes it (OCR, a
 * browser): its type from the magic bytes (tenancy's sniffImage, never the name or the declared
 * type), its size, and its dimensions from the header so a decompression bomb (a few KB that
 * claim billions of pixels) is refused while it is still a few KB.
 */

type ProofMime = (typeof PROOF_IMAGE_TYPES)[number];

const EXTENSIONS: Record<ProofMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export interface ImageSize {
  width: number;
  height: number;
}

export interface CheckedProof extends ImageSize {
  bytes: Buffer;
  mime: ProofMime;
  /** The extension to store it under. */
  extension: string;
}

/** PNG: the first chunk is IHDR, width and height as big-endian 32-bit numbers. */
function pngSize(b: Buffer): ImageSize | null {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** Start-of-frame markers (SOF0-SOF15 without DHT c4, JPG c8 and DAC cc) carry the frame size. */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/**
 * JPEG: walk the marker segments up to the first scan; the frame headers there give height and
 * width (the largest, should a file carry more than one frame). A height of 0 (set later by a
 * DNL marker) is unbounded until decoded, so it counts as unreadable.
 */
function jpegSize(b: Buffer): ImageSize | null {
  let size: ImageSize | null = null;
  let i = 2;
  while (i + 2 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    i += 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue; // segments without a length
    if (marker === 0xd9 || marker === 0xda) return size; // end of image, start of scan
    if (i + 2 > b.length) return null;
    const length = b.readUInt16BE(i);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (i + 7 > b.length) return null;
      const height = b.readUInt16BE(i + 3);
      const width = b.readUInt16BE(i + 5);
      if (height === 0) return null;
      if (!size || width * height > size.width * size.height) size = { width, height };
    }
    i += length;
  }
  return null;
}

/** WebP: the first chunk after the RIFF header is VP8 (lossy), VP8L (lossless) or VP8X (extended, the canvas size). */
function webpSize(b: Buffer): ImageSize | null {
  const d = 20;
  switch (b.toString('latin1', 12, 16)) {
    case 'VP8 ':
      if (b.length < d + 10 || b[d + 3] !== 0x9d || b[d + 4] !== 0x01 || b[d + 5] !== 0x2a) return null;
      return { width: b.readUInt16LE(d + 6) & 0x3fff, height: b.readUInt16LE(d + 8) & 0x3fff };
    case 'VP8L': {
      if (b.length < d + 5 || b[d] !== 0x2f) return null;
      const bits = b.readUInt32LE(d + 1);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      if (b.length < d + 10) return null;
      return { width: b.readUIntLE(d + 4, 3) + 1, height: b.readUIntLE(d + 7, 3) + 1 };
    default:
      return null;
  }
}

/** Width and height from the header bytes of a PNG, JPEG or WebP; null when the header cannot be read. */
export function imageSize(mime: ProofMime, bytes: Buffer): ImageSize | null {
  const size = mime === 'image/png' ? pngSize(bytes) : mime === 'image/jpeg' ? jpegSize(bytes) : webpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

export function withinPixelBudget({ width, height }: ImageSize): boolean {
  return width <= MAX_PROOF_SIDE && height <= MAX_PROOF_SIDE && width * height <= MAX_PROOF_PIXELS;
}

/**
 * A proof image, checked by its bytes: PNG, JPEG or WebP, at most MAX_PROOF_BYTES, a readable
 * header within the pixel budget. Each refusal answers its own message.
 */
export function checkProofImage(image: { bytes: Buffer } | null | undefined): CheckedProof {
  if (!image || image.bytes.length === 0) throw badRequest(MONEY_MESSAGES.imageRequired);
  if (image.bytes.length > MAX_PROOF_BYTES) throw badRequest(MONEY_MESSAGES.imageTooLarge);
  const mime = sniffImage(image.bytes);
  if (mime === null || !(mime in EXTENSIONS)) throw badRequest(MONEY_MESSAGES.imageNotImage);
  const proofMime = mime as ProofMime;
  const size = imageSize(proofMime, image.bytes);
  if (!size) throw badRequest(MONEY_MESSAGES.imageNotImage);
  if (!withinPixelBudget(size)) throw badRequest(MONEY_MESSAGES.imageTooManyPixels);
  return { bytes: image.bytes, mime: proofMime, extension: EXTENSIONS[proofMime], ...size };
}
