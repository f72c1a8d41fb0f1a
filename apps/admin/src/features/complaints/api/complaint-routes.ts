import { COMPLAINT_USER_PATH_ROLES, routes, type Role } from '@backlay/contract';

/**
 * The calls of a role: administrator and whiteLabel use the extra /user path (docs/product.md §6),
 * the other staff api/{role}/complain.
 */
export function complaintRoutesOf(role: Role | null) {
  const isUserPath = role !== null && (COMPLAINT_USER_PATH_ROLES as readonly Role[]).includes(role);
  return isUserPath
    ? { list: routes.complaints.getUserPathComplaints, answer: routes.complaints.answerUserPathComplaint }
    : { list: routes.complaints.getDownlineComplaints, answer: routes.complaints.answerDownlineComplaint };
}

export const complaintKeys = {
  all: ['complaints'] as const,
  list: (q: object) => ['complaints', 'list', q] as const,
};
