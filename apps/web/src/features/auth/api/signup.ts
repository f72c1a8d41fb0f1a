import { useMutation } from '@tanstack/react-query';
import { routes, type LoginDocs } from '@backlay/contract';
import { normalisePhone } from '@backlay/domain';
import { callApi } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { storageKeys } from '../../../config/paths';
import type { RegisterForm } from '../lib/validate';

/** Tracking kept by the entry links (/register-referrer, /branch, /register/{utm}/{source}). */
function tracking() {
  const read = (k: string) => storage.get(k) ?? undefined;
  return {
    referrerCode: read(storageKeys.referrerCode),
    branchId: read(storageKeys.branch),
    utmSource: read(storageKeys.utmSource),
    registrationSource: read(storageKeys.registrationSource),
  };
}

/** POST api/auth/signup: answers a session like login does. */
export async function signup(form: RegisterForm, whiteLabelId: string | undefined): Promise<LoginDocs> {
  const res = await callApi(routes.auth.signup, {
    body: {
      userName: form.userName.trim(),
      fullName: form.fullName.trim(),
      // Indian numbers go as 10 digits, others in E.164; the server checks them again.
      phone: normalisePhone(form.countryCode, form.phone) ?? form.phone.trim(),
      countryCode: form.countryCode,
      email: form.email.trim(),
      password: form.password,
      confirmPassword: form.confirmPassword,
      whiteLabelId,
      ...tracking(),
    },
  });
  return res.docs;
}

export function useSignup() {
  return useMutation({ mutationFn: (v: { form: RegisterForm; whiteLabelId: string | undefined }) => signup(v.form, v.whiteLabelId) });
}
