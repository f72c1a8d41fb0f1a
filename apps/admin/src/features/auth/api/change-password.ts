import { useMutation } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * PATCH api/{role}/changePassword. The server ends every session of the account and, for
 * staff, answers a new transaction code that is shown only this once.
 */
export async function changePassword(input: ChangePasswordInput): Promise<{ transactionCode: string | null }> {
  const res = await callApi(routes.auth.changePassword, {
    body: { oldPassword: input.oldPassword, password: input.newPassword, confirmPassword: input.confirmPassword },
  });
  return res.docs;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
