import { AUTH_MESSAGES, childRolesOf, type Role } from '@backlay/contract';
import type { Tx } from '../../db/client.js';
import { badRequest } from '../../lib/app-error.js';
import type { UserRow, WhiteLabelRow } from '../../lib/context.js';
import { findUserById, findUserByReferralCode, findWhiteLabelAccount } from './auth.repository.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function canHavePlayers(role: Role): boolean {
  return childRolesOf(role).includes('user');
}

/**
 * The upline of players who register themselves or open a demo session: the white label's
 * default branch, else its (oldest) whiteLabel-role account.
 */
export async function houseParent(tx: Tx, whiteLabel: WhiteLabelRow): Promise<UserRow> {
  if (whiteLabel.defaultBranchId) {
    const branch = await findUserById(tx, whiteLabel.defaultBranchId);
    if (branch && branch.whiteLabelId === whiteLabel.id && canHavePlayers(branch.role)) return branch;
  }
  const owner = await findWhiteLabelAccount(tx, whiteLabel.id);
  if (owner) return owner;
  throw badRequest(AUTH_MESSAGES.siteNotReady);
}

/**
 * Parent of a registering player: the branch named by `branchId` when it is a branch
 * (branch or subBranch) of this white label; else the upline of the referrer (`referrerCode`
 * is a player's referral code); else the house parent. Unknown ids and codes are ignored:
 * they come from links and local storage and must not block a registration. `branch` is the
 * accepted branch (null when `branchId` was ignored), the only branch id worth storing.
 */
export async function signupParent(
  tx: Tx,
  whiteLabel: WhiteLabelRow,
  tracking: { branchId?: string | undefined; referrerCode?: string | undefined },
): Promise<{ parent: UserRow; referrer: UserRow | null; branch: UserRow | null }> {
  let parent: UserRow | null = null;
  const branchId = tracking.branchId?.trim();
  if (branchId && UUID_RE.test(branchId)) {
    const branch = await findUserById(tx, branchId);
    if (branch && branch.whiteLabelId === whiteLabel.id && (branch.role === 'branch' || branch.role === 'subBranch')) parent = branch;
  }
  const acceptedBranch = parent;
  let referrer: UserRow | null = null;
  const code = tracking.referrerCode?.trim();
  if (code) {
    const found = await findUserByReferralCode(tx, whiteLabel.id, code);
    if (found && found.role === 'user' && !found.demo) referrer = found;
  }
  if (!parent && referrer?.parentId) {
    const upline = await findUserById(tx, referrer.parentId);
    if (upline && upline.whiteLabelId === whiteLabel.id && canHavePlayers(upline.role)) parent = upline;
  }
  return { parent: parent ?? (await houseParent(tx, whiteLabel)), referrer, branch: acceptedBranch };
}
