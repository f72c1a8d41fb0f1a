import type { FastifyRequest } from 'fastify';
import { DEPOSIT_PROOF_FIELD, MAX_PROOF_BYTES, MONEY_MESSAGES, depositFormSchema, type DepositForm } from '@backlay/contract';
import { AppError, badRequest } from '../../lib/app-error.js';
import type { DepositImage } from './deposit-request.service.js';

/**
 * Reads the multipart body of POST api/user/deposit: its text fields, checked with the
 * contract's depositFormSchema, and the one proof file (part `image`), kept in memory since it
 * is small and must be checked before it is stored anywhere.
 */

/**
 * One byte over the limit: busboy stops a file at `fileSize` bytes, so a file that reaches
 * MAX_PROOF_BYTES + 1 is known to be too large and is refused with the proof's own message.
 */
const LIMITS = { fileSize: MAX_PROOF_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 11 };

export interface DepositUpload {
  form: DepositForm;
  image: DepositImage | null;
}

/**
 * What a failed read of a multipart body answers: our own errors and the parser's 4xx (the
 * parts and fields limits) as they are; anything else is busboy refusing the body itself (no
 * boundary, cut off mid-part: plain errors without a status, which would be a 500), so a 400
 * with `message`.
 */
export function multipartError(err: unknown, message: string): Error {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (err instanceof Error && typeof status === 'number' && status >= 400 && status < 500) return err;
  return badRequest(message);
}

/** Every chunk of a file part up to busboy's limit (the rest is drained by busboy itself). */
async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export async function readDepositUpload(req: FastifyRequest): Promise<DepositUpload> {
  if (!req.isMultipart()) throw badRequest(MONEY_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let image: DepositImage | null = null;
  try {
    for await (const part of req.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        // Every file part is read to its end, or the parser would wait on it forever.
        const bytes = await readAll(part.file);
        if (part.fieldname === DEPOSIT_PROOF_FIELD) image = { bytes };
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(MONEY_MESSAGES.oneImageOnly);
    throw multipartError(err, MONEY_MESSAGES.notMultipart);
  }
  const form = depositFormSchema.safeParse(fields);
  if (!form.success) {
    const issue = form.error.issues[0]!;
    throw badRequest(`${issue.path.join('.')}: ${issue.message}`);
  }
  return { form: form.data, image };
}
