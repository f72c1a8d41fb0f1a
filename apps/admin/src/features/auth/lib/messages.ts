import { PASSWORD_CHANGE_REQUIRED } from '@backlay/contract';

/** Texts of the console's sign-in that docs/product.md does not give (its own come from the contract). */
export const signInMessages = {
  playerRefused: 'This console is for staff only. Players log in on the player site.',
  userNameRequired: 'User Name is Required',
  passwordRequired: 'Password is Required',
  codeRequired: 'Enter the 6 digit code',
  passwordMismatch: 'Password Mismatch',
  copyTransactionCode: PASSWORD_CHANGE_REQUIRED.message,
} as const;
