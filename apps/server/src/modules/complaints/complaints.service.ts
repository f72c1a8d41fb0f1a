import {
  COMPLAINT_ANSWER_MAX,
  COMPLAINT_MESSAGES,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
  complaintCategorySchema,
  type AnswerComplaintBody,
  type Complaint,
  type ComplaintListQuery,
  type PageInfo,
  STAFF_USER_MESSAGES,
} from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/page-info.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { requireDownlineFilter } from '../users/downline-access.js';
import {
  findComplaintInReach,
  findComplaintWithNames,
  insertComplaint,
  listComplaints,
  updateComplaint,
  type ComplaintReach,
} from './complaints.repository.js';
import { complaintToWire } from './complaint-wire.js';

/**
 * The complain box (contract complaints.ts): players file and follow their complaints, staff
 * answer and close those of their downline. Reach is checked in the same query that locks the
 * row, so nothing outside it is ever read or changed; outside reach reads as not found.
 */

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ComplaintPage = { docs: Complaint[] } & PageInfo;

function reachOf(caller: UserRow): ComplaintReach {
  return caller.role === 'user' ? { userId: caller.id } : { uplineId: caller.id };
}

export async function fileComplaint(
  ctx: AppContext,
  caller: UserRow,
  input: { category: string; description: string },
): Promise<Complaint> {
  if (caller.demo) throw new AppError('FORBIDDEN', COMPLAINT_MESSAGES.demoAccount);
  const category = complaintCategorySchema.safeParse(input.category);
  if (!category.success) throw badRequest(COMPLAINT_MESSAGES.categoryRequired);
  const description = input.description.trim();
  if (description.length < COMPLAINT_TEXT_MIN) throw badRequest(COMPLAINT_MESSAGES.textTooShort);
  if (description.length > COMPLAINT_TEXT_MAX) throw badRequest(COMPLAINT_MESSAGES.textTooLong);
  const row = await insertComplaint(ctx.db, {
    userId: caller.id,
    whiteLabelId: caller.whiteLabelId,
    category: category.data,
    description,
    at: ctx.clock.now(),
  });
  return complaintToWire({ complaint: row, userName: caller.userName, answeredByName: null }, { forStaff: false });
}

export async function listComplaintsFor(
  ctx: AppContext,
  caller: UserRow,
  query: ComplaintListQuery & { userId?: string | undefined },
): Promise<ComplaintPage> {
  // Staff narrowing to one account: it must be in their downline (403, as for every staff call
  // on a user outside it).
  if (caller.role !== 'user') await requireDownlineFilter(ctx.db, caller, query.userId);
  else if (query.userId && !UUID_RE.test(query.userId)) return { docs: [], ...pageInfo(query.page, query.limit, 0, 0) };
  const { rows, total } = await listComplaints(
    ctx.db,
    reachOf(caller),
    { status: query.status, search: query.search || undefined, userId: query.userId || undefined },
    { offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  const forStaff = caller.role !== 'user';
  const docs = rows.map((r) => complaintToWire(r, { forStaff }));
  return { docs, ...pageInfo(query.page, query.limit, total, docs.length) };
}

/** The player closes its own complaint (settled for it, with or without an answer). */
export async function closeOwnComplaint(ctx: AppContext, caller: UserRow, complainId: string): Promise<Complaint> {
  return change(ctx, caller, complainId, { action: 'close', answer: '' });
}

/** Staff write (or edit) the answer, or close the complaint with an optional last answer. */
export async function answerComplaint(
  ctx: AppContext,
  caller: UserRow,
  body: Required<Pick<AnswerComplaintBody, 'complainId' | 'action' | 'answer'>>,
  ip: string | null,
): Promise<Complaint> {
  return change(ctx, caller, body.complainId, { action: body.action, answer: body.answer }, ip);
}

async function change(
  ctx: AppContext,
  caller: UserRow,
  complainId: string,
  what: { action: 'answer' | 'close'; answer: string },
  ip: string | null = null,
): Promise<Complaint> {
  // Staff are refused a complaint outside their downline with the 403 of every staff call on an
  // outsider (an unknown id reads the same, so none can be probed); a player gets 404.
  const outOfReach = () => (caller.role === 'user' ? notFound(COMPLAINT_MESSAGES.notFound) : forbidden(STAFF_USER_MESSAGES.notInDownline));
  if (!UUID_RE.test(complainId)) throw outOfReach();
  const answer = what.answer.trim();
  if (what.action === 'answer' && !answer) throw badRequest(COMPLAINT_MESSAGES.answerRequired);
  if (answer.length > COMPLAINT_ANSWER_MAX) throw badRequest(COMPLAINT_MESSAGES.textTooLong);
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await findComplaintInReach(tx, complainId, reachOf(caller));
    if (!before) throw outOfReach();
    if (before.status === 'closed') throw new AppError('CONFLICT', COMPLAINT_MESSAGES.alreadyClosed);
    const answered = answer ? { answer, answeredBy: caller.id, answeredAt: at, status: 'answered' as const } : {};
    const closed = what.action === 'close' ? { status: 'closed' as const, closedBy: caller.id, closedAt: at } : {};
    await updateComplaint(tx, complainId, { ...answered, ...closed, updatedAt: at });
    if (caller.role !== 'user') {
      await insertAuditRow(tx, {
        actorId: caller.id,
        action: `complaint.${what.action}`,
        targetType: 'complaint',
        targetId: complainId,
        before: { status: before.status, answer: before.answer },
        after: { status: what.action === 'close' ? 'closed' : 'answered', answer: answer || before.answer },
        ip,
        createdAt: at,
      });
    }
  });
  const row = await findComplaintWithNames(ctx.db, complainId);
  return complaintToWire(row!, { forStaff: caller.role !== 'user' });
}
