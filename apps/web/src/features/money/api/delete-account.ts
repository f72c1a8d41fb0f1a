import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { MONEY_MESSAGES, routes } from '@backlay/contract';
import { callApi, parseApiError } from '../../../lib/api-client';
import { moneyKeys } from '../lib/query-keys';

/** DELETE api/user/account?accountId: hides the account (another one becomes primary). */
export async function deleteAccount(accountId: string): Promise<void> {
  await callApi(routes.money.deleteAccount, { query: { accountId } });
}

/** Deletes, toasts 'Account Deleted' and reloads the list. */
export function useDeleteAccount() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      toast.success(t('money.accountDeleted', MONEY_MESSAGES.accountDeleted));
      void queryClient.invalidateQueries({ queryKey: moneyKeys.accounts });
    },
    onError: (err) => toast.error(parseApiError(err)),
  });
}
