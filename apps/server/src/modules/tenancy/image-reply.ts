import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';

/** An image file to answer with: its type was read from its bytes (image-file.ts), never its name. */
export interface ImageFile {
  file: string;
  mime: string;
  size: number;
}

/**
 * Answers an upload: its sniffed type, nosniff so no browser second-guesses it, and a sandbox
 * so an SVG opened on its own cannot run script on our origin. A public image may be cached
 * anywhere; a private one (a payment proof) by no one, not even the browser.
 */
export function sendImage(reply: FastifyReply, image: ImageFile, cache: 'public' | 'private'): FastifyReply {
  return reply
    .header('content-type', image.mime)
    .header('content-length', image.size)
    .header('cache-control', cache === 'public' ? 'public, max-age=86400' : 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(createReadStream(image.file));
}
