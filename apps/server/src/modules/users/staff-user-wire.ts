import type { HierarchyNode, StaffUser } from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { AccountCodeLocks } from '../auth/index.js';
import { CASCADE_META_KEY, type DownlineRow, type NodeRow } from './staff-users.repository.js';

/** Basis points as the percentage the console shows (2500 -> 25). */
export function bpsToPercent(bps: number): number {
  return bps / 100;
}

/** A downline account as the staff calls answer it (rupees and percentages), with its code locks. */
export function staffUserToWire(r: DownlineRow, codeLocks: AccountCodeLocks): StaffUser {
  const { user } = r;
  return {
    _id: user.id,
    userName: user.userName,
    fullName: user.fullName,
    userType: user.role,
    whiteLabelId: user.whiteLabelId,
    parent: user.parentId && r.parentName !== null ? { _id: user.parentId, userName: r.parentName } : null,
    partnership: bpsToPercent(user.partnershipBps),
    commission: bpsToPercent(user.commissionBps),
    pts: paiseToRupees(r.balance),
    exposure: paiseToRupees(r.exposure),
    availablePts: paiseToRupees(r.balance - r.exposure - r.held),
    blocked: user.blocked,
    betLock: user.betLock,
    blockedByUpline: user.blocked && user.meta[CASCADE_META_KEY.blocked] === true,
    betLockedByUpline: user.betLock && user.meta[CASCADE_META_KEY.betLock] === true,
    demo: user.demo,
    changePassword: user.changePassword,
    codeLockedUntil: codeLocks.own ? codeLocks.own.toISOString() : null,
    codeLockedLogins: codeLocks.logins,
    createdAt: user.createdAt.toISOString(),
  };
}

export function nodeToWire(n: NodeRow): HierarchyNode {
  return { _id: n.id, userName: n.userName, userType: n.role, blocked: n.blocked, betLock: n.betLock, childCount: n.childCount };
}
