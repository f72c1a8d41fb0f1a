import { useMutation } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** POST /api/auth/forgotPassword/otp: a one-time code to the account's mobile number. */
export async function sendForgotPasswordOtp(userName: string, whiteLabelId: string | undefined) {
  return callApi(routes.auth.forgotPasswordOtp, { body: { userName: userName.trim(), whiteLabelId } });
}

export interface ResetPasswordInput {
  userName: string;
  otp: string;
  password: string;
  confirmPassword: string;
  whiteLabelId: string | undefined;
}

/** POST /api/auth/forgotPassword: the new password, proved by the code. */
export async function resetPassword(input: ResetPasswordInput) {
  return callApi(routes.auth.forgotPassword, {
    body: {
      userName: input.userName.trim(),
      otp: input.otp.trim(),
      password: input.password,
      confirmPassword: input.confirmPassword,
      whiteLabelId: input.whiteLabelId,
    },
  });
}

export function useSendForgotPasswordOtp() {
  return useMutation({
    mutationFn: (v: { userName: string; whiteLabelId: string | undefined }) => sendForgotPasswordOtp(v.userName, v.whiteLabelId),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
