import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope, pagedEnvelope, pageQuerySchema } from './envelope.js';
import { MESSAGES } from './errors.js';
import { pathRoleSchema, type Role } from './roles.js';

/**
 * Complain box (docs/product.md §2 /complain-box, §6 "Complaints sit under an extra /user path
 * for administrator and whiteLabel", §7 "GET api/{role}/complain"). docs/product.md shows the
 * list call only; ours fills in the rest as an operator's support desk works:
 * - a player files a complaint (a category and a text) with POST api/user/complain and reads
 *   its own with GET api/user/complain;
 * - staff read the complaints of the players of their downline with GET api/{role}/complain
 *   (administrator and whiteLabel: GET api/{role}/user/complain) and answer or close them with
 *   PATCH on the same path;
 * - status: open -> answered (staff wrote an answer; they may edit it while it is not closed)
 *   -> closed (staff, or the player once it is settled for them). Closed is final: a new
 *   problem is a new complaint;
 * - a complaint outside the caller's reach answers 404 'Complaint not found', the same as an
 *   id that does not exist, so ids cannot be probed.
 */

/** Categories of the player's form (docs/product.md shows none; these are what players write about). */
export const COMPLAINT_CATEGORIES = ['deposit', 'withdraw', 'betting', 'casino', 'account', 'other'] as const;
export const complaintCategorySchema = z.enum(COMPLAINT_CATEGORIES);
export type ComplaintCategory = z.infer<typeof complaintCategorySchema>;

export const COMPLAINT_STATUSES = ['open', 'answered', 'closed'] as const;
export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof complaintStatusSchema>;

/** Text limits: long enough for a UTR, a bet id and what went wrong; short enough to read. */
export const COMPLAINT_TEXT_MAX = 2_000;
export const COMPLAINT_ANSWER_MAX = 2_000;
export const COMPLAINT_TEXT_MIN = 10;

/** Who answers with the extra /user path (docs/product.md §6). */
export const COMPLAINT_USER_PATH_ROLES = ['administrator', 'whiteLabel'] as const satisfies readonly Role[];
/** The other staff roles answer on api/{role}/complain. */
export const COMPLAINT_STAFF_ROLES = ['admin', 'superMaster', 'master', 'agent', 'branch', 'subBranch'] as const satisfies readonly Role[];

/** The list path of a role (the extra /user for administrator and whiteLabel, docs/product.md §6). */
export function complainPath(role: Role): string {
  if (role === 'user') return '/api/user/complain';
  return (COMPLAINT_USER_PATH_ROLES as readonly Role[]).includes(role) ? `/api/${role}/user/complain` : `/api/${role}/complain`;
}

export const COMPLAINT_MESSAGES = {
  filed: 'Complaint Submitted Successfully',
  answered: 'Complaint Answered',
  closed: 'Complaint Closed',
  notFound: 'Complaint not found',
  alreadyClosed: 'This complaint is already closed',
  textTooShort: `Please describe the problem in at least ${COMPLAINT_TEXT_MIN} characters`,
  textTooLong: `Please keep the complaint under ${COMPLAINT_TEXT_MAX} characters`,
  categoryRequired: 'Please choose a category',
  answerRequired: 'Please write an answer',
  demoAccount: MESSAGES.demoAccount,
} as const;

export const complaintSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  userName: z.string(),
  category: complaintCategorySchema,
  description: z.string(),
  status: complaintStatusSchema,
  answer: z.string().nullable(),
  /** User name of the staff member who answered (staff lists only; players see the answer). */
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['all', ...COMPLAINT_STATUSES]).default('all'),
});
export type ComplaintListQuery = z.output<typeof complaintListQuerySchema>;

/**
 * The player's form. Category and text are checked by the server so each problem gets the
 * message above instead of a schema error.
 */
export const fileComplaintBodySchema = z.object({
  category: z.string().trim().max(40).optional().default(''),
  description: z
    .string()
    .max(COMPLAINT_TEXT_MAX * 2)
    .optional()
    .default(''),
});
export type FileComplaintBody = z.input<typeof fileComplaintBodySchema>;

export const closeOwnComplaintBodySchema = z.object({ complainId: z.string().trim().min(1).max(64) });

/**
 * Staff: `answer` writes (or edits) the answer, status answered; `close` closes it, with an
 * optional last answer.
 */
export const answerComplaintBodySchema = z.object({
  complainId: z.string().trim().min(1).max(64),
  action: z.enum(['answer', 'close']).default('answer'),
  answer: z
    .string()
    .max(COMPLAINT_ANSWER_MAX * 2)
    .optional()
    .default(''),
});
export type AnswerComplaintBody = z.input<typeof answerComplaintBodySchema>;

const roleParams = z.object({ role: pathRoleSchema });
const complaintResponse = docsEnvelope(complaintSchema);

export const getMyComplaints = defineRoute({
  method: 'GET',
  path: '/api/user/complain',
  summary: "The player's own complaints, newest first",
  tags: ['complaints'],
  access: { kind: 'session', roles: ['user'] },
  querystring: complaintListQuerySchema,
  response: pagedEnvelope(complaintSchema),
});

export const fileComplaint = defineRoute({
  method: 'POST',
  path: '/api/user/complain',
  summary: 'File a complaint (category and text)',
  tags: ['complaints'],
  access: { kind: 'session', roles: ['user'] },
  body: fileComplaintBodySchema,
  response: complaintResponse,
});

export const closeOwnComplaint = defineRoute({
  method: 'PATCH',
  path: '/api/user/complain',
  summary: 'The player closes its own complaint',
  tags: ['complaints'],
  access: { kind: 'session', roles: ['user'] },
  body: closeOwnComplaintBodySchema,
  response: complaintResponse,
});

const staffListQuery = complaintListQuerySchema.extend({ userId: z.string().trim().max(64).optional() });

export const getDownlineComplaints = defineRoute({
  method: 'GET',
  path: '/api/:role/complain',
  summary: "Complaints of the caller's downline players (admin down to subBranch)",
  tags: ['complaints'],
  access: { kind: 'session', roles: COMPLAINT_STAFF_ROLES },
  params: roleParams,
  querystring: staffListQuery,
  response: pagedEnvelope(complaintSchema),
});

export const answerDownlineComplaint = defineRoute({
  method: 'PATCH',
  path: '/api/:role/complain',
  summary: 'Answer or close a complaint of a downline player (admin down to subBranch)',
  tags: ['complaints'],
  access: { kind: 'session', roles: COMPLAINT_STAFF_ROLES },
  params: roleParams,
  body: answerComplaintBodySchema,
  response: complaintResponse,
});

export const getUserPathComplaints = defineRoute({
  method: 'GET',
  path: '/api/:role/user/complain',
  summary: "Complaints of the caller's downline players (administrator and whiteLabel)",
  tags: ['complaints'],
  access: { kind: 'session', roles: COMPLAINT_USER_PATH_ROLES },
  params: roleParams,
  querystring: staffListQuery,
  response: pagedEnvelope(complaintSchema),
});

export const answerUserPathComplaint = defineRoute({
  method: 'PATCH',
  path: '/api/:role/user/complain',
  summary: 'Answer or close a complaint of a downline player (administrator and whiteLabel)',
  tags: ['complaints'],
  access: { kind: 'session', roles: COMPLAINT_USER_PATH_ROLES },
  params: roleParams,
  body: answerComplaintBodySchema,
  response: complaintResponse,
});
