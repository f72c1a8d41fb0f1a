import type { Complaint } from '@backlay/contract';
import type { ComplaintWithNames } from './complaints.repository.js';

/**
 * A complaint as the API answers it. Players see the answer, not which staff member wrote it
 * (the upline chain is not the player's business); staff see the name.
 */
export function complaintToWire(row: ComplaintWithNames, opts: { forStaff: boolean }): Complaint {
  const c = row.complaint;
  return {
    _id: c.id,
    userId: c.userId,
    userName: row.userName,
    category: c.category,
    description: c.description,
    status: c.status,
    answer: c.answer,
    answeredBy: opts.forStaff ? row.answeredByName : null,
    answeredAt: c.answeredAt?.toISOString() ?? null,
    closedAt: c.closedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
