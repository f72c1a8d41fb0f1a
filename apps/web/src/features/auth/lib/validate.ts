import { isValidEmail, isValidPassword, isValidUserName, normalisePhone } from '@backlay/domain';
import { authMessages as m, type Msg } from './messages';

/** Field name -> first failing rule of that field. Empty object: the form may be sent. */
export type FieldErrors<F extends string> = Partial<Record<F, Msg>>;

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

export interface LoginForm {
  userName: string;
  password: string;
}

/** Login: the name is trimmed before sending, so a blank name is no name. */
export function validateLogin(f: LoginForm): FieldErrors<keyof LoginForm> {
  const e: FieldErrors<keyof LoginForm> = {};
  if (!f.userName.trim()) e.userName = m.userNameRequired;
  if (!f.password) e.password = m.passwordRequired;
  return e;
}

export interface RegisterForm {
  userName: string;
  fullName: string;
  /** ISO code of the phone's country (the select's value). */
  phoneCountry: string;
  /** Its dial code, sent as countryCode ('+91' unless another country is chosen). */
  countryCode: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  isAdult: boolean;
  acceptTerms: boolean;
}

/** Registration rules (docs/product.md §5); email is optional but checked when given. */
export function validateRegister(f: RegisterForm): FieldErrors<keyof RegisterForm> {
  const e: FieldErrors<keyof RegisterForm> = {};
  if (!isValidUserName(f.userName.trim())) e.userName = m.invalidName;
  if (!f.fullName.trim()) e.fullName = m.invalidName;
  if (!f.phone.trim()) e.phone = m.mobileRequired;
  else if (!normalisePhone(f.countryCode, f.phone)) e.phone = m.mobileNotValid;
  if (f.email.trim() && !isValidEmail(f.email.trim())) e.email = m.invalidEmail;
  if (!isValidPassword(f.password)) e.password = m.passwordRule;
  if (f.password !== f.confirmPassword) e.confirmPassword = m.passwordMismatch;
  if (!f.isAdult) e.isAdult = m.ageRequired;
  if (!f.acceptTerms) e.acceptTerms = m.termsRequired;
  return e;
}

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password (docs/product.md §5): presence, the password rule, then the match. */
export function validateChangePassword(f: ChangePasswordForm): FieldErrors<keyof ChangePasswordForm> {
  const e: FieldErrors<keyof ChangePasswordForm> = {};
  if (!f.oldPassword) e.oldPassword = m.invalidPassword;
  if (!f.newPassword) e.newPassword = m.invalidPassword;
  else if (!isValidPassword(f.newPassword)) e.newPassword = m.passwordRule;
  if (f.newPassword && f.newPassword !== f.confirmPassword) e.confirmPassword = m.passwordDidntMatch;
  return e;
}

export interface ResetPasswordForm {
  otp: string;
  password: string;
  confirmPassword: string;
}

export function validateResetPassword(f: ResetPasswordForm): FieldErrors<keyof ResetPasswordForm> {
  const e: FieldErrors<keyof ResetPasswordForm> = {};
  if (!f.otp.trim()) e.otp = m.otpRequired;
  if (!isValidPassword(f.password)) e.password = m.passwordRule;
  if (f.password !== f.confirmPassword) e.confirmPassword = m.passwordMismatch;
  return e;
}
