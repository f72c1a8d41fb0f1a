import { open, realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { badRequest, notFound } from '../../lib/app-error.js';

/**
 * Our images: files under UPLOAD_DIR, addressed as `/uploads/<path>`. Their type is read from
 * their first bytes, never from the name, and only image types are ever served.
 */

export const UPLOADS_PREFIX = '/uploads/';
/** Larger files are not turned into data URLs (the answer would be huge). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const SNIFF_BYTES = 1024;

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';

/** The image type of a file's first bytes, or null when they are not one of ours. */
export function sniffImage(head: Uint8Array): ImageMime | null {
  const b = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  const ascii6 = b.subarray(0, 6).toString('latin1');
  if (ascii6 === 'GIF87a' || ascii6 === 'GIF89a') return 'image/gif';
  if (b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  // SVG is text: an XML declaration, comment, doctype or the element itself, then an <svg> root.
  const text = b
    .subarray(0, SNIFF_BYTES)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<') && /<svg[\s>]/i.test(text)) return 'image/svg+xml';
  return null;
}

/** A segment of an upload path: no dot files, no `.` or `..`, no separators or odd characters. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

/**
 * The absolute file of an `/uploads/...` path, refusing anything that could leave the upload
 * directory (`..`, encoded or absolute tricks, symlinks pointing outside).
 */
export async function resolveUpload(uploadDir: string, urlPath: string): Promise<string> {
  if (!urlPath.startsWith(UPLOADS_PREFIX)) throw badRequest('Invalid image url');
  const segments = urlPath.slice(UPLOADS_PREFIX.length).split('/');
  if (segments.length > 8 || !segments.every((s) => SEGMENT.test(s))) throw badRequest('Invalid image url');
  const root = resolve(uploadDir);
  const file = resolve(root, ...segments);
  if (!file.startsWith(root + sep)) throw badRequest('Invalid image url');
  let real: string;
  let realRoot: string;
  try {
    [real, realRoot] = await Promise.all([realpath(file), realpath(root)]);
  } catch {
    throw notFound('Image not found');
  }
  if (!real.startsWith(realRoot + sep)) throw badRequest('Invalid image url');
  const info = await stat(real);
  if (!info.isFile()) throw notFound('Image not found');
  return real;
}

/** Reads the first bytes of a file and answers its image type (null when it is not an image). */
export async function sniffFile(file: string): Promise<ImageMime | null> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await fh.read(buf, 0, SNIFF_BYTES, 0);
    return sniffImage(buf.subarray(0, bytesRead));
  } finally {
    await fh.close();
  }
}

/** `data:<mime>;base64,<data>` of an image given as a data URL, re-encoded after checking its bytes. */
export function normaliseDataUrl(url: string): string {
  const m = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(url);
  if (!m) throw badRequest('Invalid image url');
  const bytes = Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64');
  const mime = sniffImage(bytes);
  if (!mime) throw badRequest('Not an image');
  return `data:${mime};base64,${bytes.toString('base64')}`;
}
