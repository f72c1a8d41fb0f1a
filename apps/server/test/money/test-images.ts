import { deflateSync } from 'node:zlib';

/**
 * Images made by the tests themselves (no image library, no font files: this runs offline on
 * any machine): a PNG encoder for 8-bit greyscale, a receipt drawn anti-aliased with a small
 * stroke font (a scaled-up pixel font misreads: 8 as 3, 0 as 6), and headers of every proof
 * type with chosen dimensions (the server reads those before anything decodes an image).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG of 8-bit grey pixels; `idat` replaces the pixel data (for bombs: compressed zeros). */
export function encodePng(width: number, height: number, grey: Uint8Array | null, idat?: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  let data = idat;
  if (!data) {
    // Each row starts with its filter byte (0: none).
    const raw = Buffer.alloc((width + 1) * height);
    for (let y = 0; y < height; y++) raw.set(grey!.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
    data = deflateSync(raw);
  }
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A real decompression bomb: a PNG whose IHDR claims `side` x `side` grey pixels and whose IDAT
 * is that many zero bytes deflated (a 64-megapixel image is about 60 KB of file).
 */
export function pngBomb(side: number): Buffer {
  return encodePng(side, side, null, deflateSync(Buffer.alloc((side + 1) * side), { level: 9 }));
}

/** A JPEG's segments: SOI, a JFIF APP0, a baseline SOF0 with these dimensions, then a scan. */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  // A start of scan, some entropy-coded bytes, the end of the image.
  const sos = Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, sos, Buffer.alloc(64, 0x11), Buffer.from([0xff, 0xd9])]);
}

/** A WebP's RIFF header and first chunk (lossy VP8, lossless VP8L or extended VP8X) with these dimensions. */
export function webpHeader(kind: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  let data: Buffer;
  if (kind === 'VP8 ') {
    data = Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 0, 0, 0, 0, ...Array<number>(22).fill(0)]);
    data.writeUInt16LE(width & 0x3fff, 6);
    data.writeUInt16LE(height & 0x3fff, 8);
  } else if (kind === 'VP8L') {
    data = Buffer.alloc(32);
    data[0] = 0x2f;
    // 14 bits of width - 1, then 14 bits of height - 1, little-endian bit order.
    data.writeUInt32LE((((height - 1) & 0x3fff) << 14) | ((width - 1) & 0x3fff), 1);
  } else {
    data = Buffer.alloc(10);
    data.writeUIntLE(width - 1, 4, 3);
    data.writeUIntLE(height - 1, 7, 3);
  }
  const head = Buffer.alloc(20);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(12 + data.length, 4);
  head.write('WEBP', 8, 'latin1');
  head.write(kind, 12, 'latin1');
  head.writeUInt32LE(data.length, 16);
  return Buffer.concat([head, data]);
}

/* ---- A stroke font: each glyph is polylines in a 4 x 6 cell (y down), drawn anti-aliased ---- */

type Pt = readonly [number, number];
type Stroke = readonly Pt[];

/** Points of an elliptic arc from angle a0 to a1 (degrees, 90 = top, counter-clockwise positive). */
function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): Pt[] {
  const steps = Math.max(6, Math.ceil(Math.abs(a1 - a0) / 10));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy - ry * Math.sin(a)] as const;
  });
}

const dot = (x: number, y: number): Stroke => [
  [x, y],
  [x + 0.01, y],
];
const turn = (strokes: Stroke[]): Stroke[] => strokes.map((s) => s.map(([x, y]) => [4 - x, 6 - y] as const));

const SIX: Stroke[] = [arc(2, 4.2, 1.9, 1.8, 0, 360), arc(3.9, 4.2, 3.8, 4.2, 100, 180)];

// One glyph a line reads best here; prettier would spread each point over three lines.
// prettier-ignore
const GLYPHS: Record<string, Stroke[]> = {
  '0': [arc(2, 3, 1.9, 3, 0, 360)],
  '1': [[[0.8, 1.2], [2.2, 0], [2.2, 6]]],
  '2': [[...arc(2, 1.9, 1.9, 1.9, 160, -40), [0, 6], [4, 6]]],
  '3': [arc(2, 1.5, 1.8, 1.5, 150, -90), arc(2, 4.4, 1.9, 1.6, 90, -150)],
  '4': [[[3, 6], [3, 0], [0, 4.2], [4, 4.2]]],
  '5': [[[3.8, 0], [0.5, 0], [0.3, 2.7], ...arc(2, 4.1, 1.9, 1.9, 135, -150)]],
  '6': SIX,
  '7': [[[0, 0], [4, 0], [4, 0.4], ...arc(6.4, 6, 4.6, 5.6, 150, 180)]],
  '8': [arc(2, 1.45, 1.6, 1.45, 0, 360), arc(2, 4.4, 1.9, 1.6, 0, 360)],
  '9': turn(SIX),
  A: [[[0, 6], [2, 0], [4, 6]], [[0.7, 4], [3.3, 4]]],
  B: [[[0, 0], [0, 6]], [[0, 0], ...arc(2.5, 1.45, 1.4, 1.45, 90, -90), [0, 2.9]], [[0, 2.9], ...arc(2.5, 4.45, 1.5, 1.55, 90, -90), [0, 6]]],
  C: [arc(2.2, 3, 2.1, 3, 45, 315)],
  D: [[[0, 0], [0, 6], ...arc(1.6, 3, 2.4, 3, -90, 90), [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  I: [[[2, 0], [2, 6]], [[1, 0], [3, 0]], [[1, 6], [3, 6]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 4]], [[1.3, 2.8], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  O: [arc(2, 3, 2, 3, 0, 360)],
  P: [[[0, 6], [0, 0], ...arc(2.4, 1.6, 1.6, 1.6, 90, -90), [0, 3.2]]],
  R: [[[0, 6], [0, 0], ...arc(2.4, 1.6, 1.6, 1.6, 90, -90), [0, 3.2]], [[2, 3.2], [4, 6]]],
  S: [[...arc(2, 1.5, 1.9, 1.5, 20, 270), ...arc(2, 4.5, 1.9, 1.5, 90, -160)]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], ...arc(2, 4.2, 2, 1.8, 180, 360), [4, 0]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  ':': [dot(2, 1.8), dot(2, 5.4)],
  '.': [dot(2, 5.7)],
  ' ': [],
};

/** Darkens the pixels near the segment a-b: coverage falls off over one pixel past `radius`. */
function drawSegment(grey: Uint8Array, width: number, height: number, a: Pt, b: Pt, radius: number): void {
  const [x0, x1] = [Math.floor(Math.min(a[0], b[0]) - radius - 1), Math.ceil(Math.max(a[0], b[0]) + radius + 1)];
  const [y0, y1] = [Math.floor(Math.min(a[1], b[1]) - radius - 1), Math.ceil(Math.max(a[1], b[1]) + radius + 1)];
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = dx * dx + dy * dy || 1;
  for (let y = Math.max(0, y0); y <= Math.min(height - 1, y1); y++) {
    for (let x = Math.max(0, x0); x <= Math.min(width - 1, x1); x++) {
      const t = Math.max(0, Math.min(1, ((x + 0.5 - a[0]) * dx + (y + 0.5 - a[1]) * dy) / len2));
      const d = Math.hypot(x + 0.5 - (a[0] + t * dx), y + 0.5 - (a[1] + t * dy));
      const cover = Math.max(0, Math.min(1, radius + 0.5 - d));
      const value = Math.round(255 * (1 - cover));
      const i = y * width + x;
      if (value < grey[i]!) grey[i] = value;
    }
  }
}

/** A receipt: each line of text drawn black on white, `unit` pixels per font unit. */
export function receiptPng(lines: readonly string[], unit = 7): Buffer {
  const margin = 6 * unit;
  const advance = 6 * unit;
  const lineHeight = 10 * unit;
  const radius = unit * 0.32;
  const width = Math.round(margin * 2 + Math.max(...lines.map((l) => l.length)) * advance);
  const height = Math.round(margin * 2 + lines.length * lineHeight);
  const grey = new Uint8Array(width * height).fill(255);
  lines.forEach((line, row) => {
    [...line.toUpperCase()].forEach((ch, col) => {
      const glyph = GLYPHS[ch];
      if (!glyph) throw new Error(`no glyph for ${JSON.stringify(ch)}`);
      const at = (p: Pt): Pt => [margin + col * advance + p[0] * unit, margin + row * lineHeight + p[1] * unit];
      for (const stroke of glyph) {
        for (let i = 1; i < stroke.length; i++) drawSegment(grey, width, height, at(stroke[i - 1]!), at(stroke[i]!), radius);
      }
    });
  });
  return encodePng(width, height, grey);
}
