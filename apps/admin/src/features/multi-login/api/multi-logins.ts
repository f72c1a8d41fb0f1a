import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type CreateMultiLoginBody, type UpdateMultiLoginBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';

const listKey = ['multiLogins'] as const;

/** GET api/{role}/multiLogin: the account's own logins. */
export function useMultiLogins() {
  return useQuery({ queryKey: listKey, queryFn: ({ signal }) => callApi(routes.multiLogins.getMultiLogins, { signal }) });
}

export type SaveMultiLogin =
  | { kind: 'create'; body: CreateMultiLoginBody }
  | { kind: 'update'; loginId: string; body: UpdateMultiLoginBody }
  | { kind: 'delete'; loginId: string }
  | { kind: 'liftCodeLock'; loginId: string; transactionCode: string };

/** POST, PATCH or DELETE one login (or lift its transaction code lock), then the list reloads. */
export function useSaveMultiLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveMultiLogin): Promise<{ message?: string | undefined }> => {
      if (input.kind === 'create') return callApi(routes.multiLogins.createMultiLogin, { body: input.body });
      if (input.kind === 'update')
        return callApi(routes.multiLogins.updateMultiLogin, { params: { loginId: input.loginId }, body: input.body });
      if (input.kind === 'liftCodeLock')
        return callApi(routes.multiLogins.liftLoginCodeLock, {
          params: { loginId: input.loginId },
          body: { transactionCode: input.transactionCode },
        });
      return callApi(routes.multiLogins.deleteMultiLogin, { params: { loginId: input.loginId } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/**
 * GET api/{role}/multiLogin/me once per session: when the console was opened by a Multi Login
 * Account login, its permissions go into the session store and the sidebar hides the rest.
 */
export function useCurrentLoginSync(enabled: boolean) {
  const token = useSession((s) => s.token);
  const setLogin = useSession((s) => s.setLogin);
  const me = useQuery({
    queryKey: ['multiLogins', 'me', token],
    queryFn: ({ signal }) => callApi(routes.multiLogins.getCurrentLogin, { signal }),
    enabled: enabled && token !== null,
    staleTime: Infinity,
  });
  const login = me.data?.docs.login;
  useEffect(() => {
    if (me.isSuccess) setLogin(login ? { userName: login.userName, permissions: login.permissions } : null);
  }, [me.isSuccess, login, setLogin]);
}
