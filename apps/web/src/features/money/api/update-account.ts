import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { MONEY_MESSAGES, routes, type WithdrawAccount } from '@backlay/contract';
import { callApi, parseApiError } from '../../../lib/api-client';
import { moneyKeys } from '../lib/query-keys';

export interface AccountUpdate {
  accountId: string;
  name: string;
  primary?: boolean;
  accountDetails: { label: string; value: string; type: string }[];
}

/** PUT api/user/account: edits an account's holder name and details. */
export async function updateAccount(input: AccountUpdate): Promise<WithdrawAccount> {
  return (await callApi(routes.money.updateAccount, { body: input })).docs;
}

/** Saves, toasts 'Account List Updated' and reloads the list. */
export function useUpdateAccount() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => {
      toast.success(t('money.accountListUpdated', MONEY_MESSAGES.accountListUpdated));
      void queryClient.invalidateQueries({ queryKey: moneyKeys.accounts });
    },
    onError: (err) => toast.error(parseApiError(err)),
  });
}
