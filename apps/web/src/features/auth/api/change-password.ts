import { useMutation } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import type { ChangePasswordForm } from '../lib/validate';

/**
 * PATCH api/{role}/changePassword (role from the session). The server ends every session of
 * the account; staff get a transaction code back, shown once.
 */
export async function changePassword(form: ChangePasswordForm): Promise<{ transactionCode: string | null }> {
  const res = await callApi(routes.auth.changePassword, {
    body: { oldPassword: form.oldPassword, password: form.newPassword, confirmPassword: form.confirmPassword },
  });
  return res.docs;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
