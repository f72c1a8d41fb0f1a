import { stat } from 'node:fs/promises';
import { MONEY_MESSAGES, PROOF_IMAGE_TYPES } from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { DbOrTx } from '../../db/client.js';
import { requireDownlineUser } from '../users/index.js';
import { resolveUpload, sniffFile, uploadFolderOf, type ImageFile } from '../tenancy/index.js';
import { findDepositRequest } from './money.repository.js';
import { isId } from './money-rules.js';

/**
 * GET api/{role}/deposit/{id}/proof: a payment proof is the player's bank screen, so it goes to
 * the player who sent it, the staff above that player (who decide the deposit) and the
 * administrator only. Everyone else, another player, staff of another branch or another site,
 * gets the same 404 as for a deposit that does not exist, so ids cannot be probed
 * (docs/architecture.md §7 "Uploads").
 */

const PROOF_TYPES: readonly string[] = PROOF_IMAGE_TYPES;

/** The caller is the player, the administrator, or above the player (users module's downline rule). */
async function mayViewProof(db: DbOrTx, caller: UserRow, playerId: string): Promise<boolean> {
  if (caller.role === 'administrator' || caller.id === playerId) return true;
  if (caller.role === 'user') return false;
  try {
    await requireDownlineUser(db, caller, playerId);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === 'FORBIDDEN') return false;
    throw err;
  }
}

export async function depositProof(ctx: AppContext, caller: UserRow, depositId: string): Promise<ImageFile> {
  const missing = () => notFound(MONEY_MESSAGES.proofNotFound);
  if (!isId(depositId)) throw missing();
  const deposit = await findDepositRequest(ctx.db, depositId);
  if (!deposit?.imagePath || !(await mayViewProof(ctx.db, caller, deposit.userId))) throw missing();
  // The stored path is ours, but it is still held to the proof folder of the deposit's label.
  const folder = uploadFolderOf(deposit.imagePath);
  if (folder?.kind !== 'depositProof' || folder.whiteLabelId !== deposit.whiteLabelId) throw missing();
  let file: string;
  try {
    file = await resolveUpload(ctx.config.UPLOAD_DIR, deposit.imagePath);
  } catch {
    throw missing();
  }
  // Only the types a proof was accepted as (never SVG, never text).
  const mime = await sniffFile(file);
  if (!mime || !PROOF_TYPES.includes(mime)) throw missing();
  return { file, mime, size: (await stat(file)).size };
}
