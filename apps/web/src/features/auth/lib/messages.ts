import { MESSAGES, PASSWORD_CHANGE_REQUIRED } from '@backlay/contract';
import { PASSWORD_RULE_MESSAGE } from '@backlay/domain';

/**
 * A user-facing message: an i18n key and its English text (the exact string of docs/product.md §8, typos
 * included). Validators answer these so the pure rules stay free of React and i18next.
 */
export interface Msg {
  key: string;
  en: string;
}

export const authMessages = {
  invalidName: { key: 'auth.error.invalidName', en: MESSAGES.invalidName },
  userNameRequired: { key: 'auth.error.userNameRequired', en: 'User Name is Required' },
  passwordRequired: { key: 'auth.error.passwordRequired', en: 'Password is Required' },
  mobileRequired: { key: 'auth.error.mobileRequired', en: MESSAGES.mobileRequired },
  mobileNotValid: { key: 'auth.error.mobileNotValid', en: MESSAGES.mobileNotValid },
  invalidEmail: { key: 'auth.error.invalidEmail', en: MESSAGES.invalidEmail },
  passwordRule: { key: 'auth.error.passwordRule', en: PASSWORD_RULE_MESSAGE },
  passwordMismatch: { key: 'auth.error.passwordMismatch', en: MESSAGES.passwordMismatch },
  invalidPassword: { key: 'auth.error.invalidPassword', en: MESSAGES.invalidPassword },
  passwordDidntMatch: { key: 'auth.error.passwordDidntMatch', en: MESSAGES.passwordDidntMatch },
  ageRequired: { key: 'auth.error.ageRequired', en: 'Please confirm that you are 18 or older' },
  termsRequired: { key: 'auth.error.termsRequired', en: 'Please agree to the terms before proceeding.' },
  otpRequired: { key: 'auth.error.otpRequired', en: 'Please enter the OTP' },
  somethingWentWrong: { key: 'common.somethingWentWrong', en: MESSAGES.somethingWentWrong },
  /**
   * docs/product.md §8: "A failed demo login or sign-up shows the localized 'something went
   * wrong' message": that lowercase text, of its own, not the catalogue's 'Something Went
   * Wrong, Please Try again!' (which network failures elsewhere show).
   */
  demoOrSignupFailed: { key: 'auth.error.somethingWentWrong', en: 'something went wrong' },
  accountLocked: { key: 'auth.error.accountLocked', en: `${MESSAGES.accountLocked}, Please contact your upline!` },
  loginWithAdminWebsite: { key: 'auth.info.loginWithAdminWebsite', en: MESSAGES.loginWithAdminWebsite },
  demoAccount: { key: 'common.demoAccount', en: MESSAGES.demoAccount },
  forcedChangePassword: { key: 'auth.error.forcedChangePassword', en: PASSWORD_CHANGE_REQUIRED.message },
  loginSuccessful: { key: 'auth.toast.loginSuccessful', en: MESSAGES.loginSuccessful },
  signupSuccessfull: { key: 'auth.toast.signupSuccessfull', en: MESSAGES.signupSuccessfull },
  /** The first code of a forgot-password request... */
  otpSent: { key: 'auth.toast.otpSent', en: MESSAGES.otpSent },
  /** ...and a code asked for again (Resend OTP): the two OTP success toasts of docs/product.md. */
  otpSendSuccessfully: { key: 'auth.toast.otpSendSuccessfully', en: MESSAGES.otpSendSuccessfully },
  passwordUpdatedSuccessfull: { key: 'auth.toast.passwordUpdatedSuccessfull', en: MESSAGES.passwordUpdatedSuccessfull },
  passwordUpdated: { key: 'auth.toast.passwordUpdated', en: MESSAGES.passwordUpdated },
} as const satisfies Record<string, Msg>;
