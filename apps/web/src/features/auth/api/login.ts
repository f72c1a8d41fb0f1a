import { useMutation } from '@tanstack/react-query';
import { routes, type LoginDocs } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { revokeSession } from './revoke-session';

export interface LoginInput {
  userName: string;
  password: string;
  demo: boolean;
  whiteLabelId: string | undefined;
  /** The domain's Future9 switch is on (docs/decisions/client-flags-and-domain-switches.md). */
  future9?: boolean;
}

/** A staff account is not kept on the player site: 'Login with admin website' (docs/product.md §1). */
export type LoginOutcome = { kind: 'player'; docs: LoginDocs } | { kind: 'staff' };

/** POST api/auth. The name is trimmed; a staff session is revoked at once and never stored. */
export async function login(input: LoginInput): Promise<LoginOutcome> {
  const res = await callApi(routes.auth.login, {
    body: {
      email: input.demo ? '' : input.userName.trim(),
      password: input.demo ? '' : input.password,
      whiteLabelId: input.whiteLabelId,
      domain: window.location.hostname,
      demo: input.demo,
      ...(input.future9 ? { future9: true } : {}),
    },
  });
  const docs = res.docs;
  if (docs.userType !== 'user') {
    await revokeSession(docs.token, docs.userType);
    // The API client may have stored the bearer header of the answer: drop it.
    useSession.getState().clear();
    return { kind: 'staff' };
  }
  return { kind: 'player', docs };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
