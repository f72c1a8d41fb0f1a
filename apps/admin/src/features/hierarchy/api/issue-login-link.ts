import { useMutation } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/**
 * POST api/{role}/user/{userId}/direct-login: a one-time, short-lived link that logs the
 * player in on the player site (docs/product.md §2 /direct-login/{token}). Each call makes a new
 * link and is audited; the older links of the player stay valid until used or expired.
 */
export function useIssueLoginLink() {
  return useMutation({
    mutationFn: (userId: string) => callApi(routes.entryLinks.issueDirectLogin, { params: { userId } }),
  });
}
