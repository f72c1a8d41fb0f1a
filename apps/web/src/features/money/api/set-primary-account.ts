import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { MONEY_MESSAGES, routes, type WithdrawAccount } from '@backlay/contract';
import { callApi, parseApiError } from '../../../lib/api-client';
import { moneyKeys } from '../lib/query-keys';

/** PATCH api/user/account { accountId, primary: true }: makes an account the primary one. */
export async function setPrimaryAccount(accountId: string): Promise<WithdrawAccount> {
  return (await callApi(routes.money.setPrimaryAccount, { body: { accountId, primary: true } })).docs;
}

/** Sets it, toasts 'Primary Account Updated Successfull' and reloads the list. */
export function useSetPrimaryAccount() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrimaryAccount,
    onSuccess: () => {
      toast.success(t('money.primaryAccountUpdated', MONEY_MESSAGES.primaryAccountUpdated));
      void queryClient.invalidateQueries({ queryKey: moneyKeys.accounts });
    },
    onError: (err) => toast.error(parseApiError(err)),
  });
}
