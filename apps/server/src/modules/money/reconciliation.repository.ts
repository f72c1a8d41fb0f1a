import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { GATEWAY_PAYMENT_TYPES, OPEN_REQUEST_STATUSES } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { depositRequests, users } from '../../db/schema/index.js';
import type { DepositRequestRow } from './money.repository.js';

/** The most open deposits one reconciliation looks at (far above any real queue). */
export const RECONCILE_DEPOSIT_LIMIT = 10_000;

/**
 * Open (pending, processing) deposits of the caller's downline that a bank statement can
 * confirm: not the gateway ones (IPAY, XPAY), which their webhook settles. Oldest first.
 */
export async function openDepositsOfDownline(db: DbOrTx, callerId: string): Promise<{ row: DepositRequestRow; userName: string }[]> {
  return db
    .select({ row: depositRequests, userName: users.userName })
    .from(depositRequests)
    .innerJoin(users, eq(users.id, depositRequests.userId))
    .where(
      and(
        sql`${callerId}::uuid = any(${users.ancestors})`,
        inArray(depositRequests.status, [...OPEN_REQUEST_STATUSES]),
        notInArray(depositRequests.paymentType, [...GATEWAY_PAYMENT_TYPES]),
      ),
    )
    .orderBy(asc(depositRequests.createdAt), asc(depositRequests.id))
    .limit(RECONCILE_DEPOSIT_LIMIT);
}
