import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { MONEY_MESSAGES, routes, type WithdrawAccount } from '@backlay/contract';
import { callApi, parseApiError } from '../../../lib/api-client';
import { moneyKeys } from '../lib/query-keys';

export interface AccountInput {
  paymentMethodTypeId: string;
  name: string;
  accountDetails: { label: string; value: string; type: string }[];
}

/** POST api/user/account: adds a withdrawal account (the first one becomes primary). */
export async function createAccount(input: AccountInput): Promise<WithdrawAccount> {
  return (await callApi(routes.money.createAccount, { body: input })).docs;
}

/** Saves, toasts 'Account Created Successfully' and reloads the list; a failure toasts the server's message. */
export function useCreateAccount() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => {
      toast.success(t('money.accountCreated', MONEY_MESSAGES.accountCreated));
      void queryClient.invalidateQueries({ queryKey: moneyKeys.accounts });
    },
    onError: (err) => toast.error(parseApiError(err)),
  });
}
