import { MESSAGES, TRANSACTION_CODE_LENGTH } from '@backlay/contract';

export interface VoidForm {
  remarks: string;
  transactionCode: string;
}

export type VoidErrors = Partial<Record<keyof VoidForm, string>>;

/** The void form's own checks, with the server's messages (it checks the same again). */
export function checkVoid(form: VoidForm): VoidErrors {
  const errors: VoidErrors = {};
  if (!form.remarks.trim()) errors.remarks = MESSAGES.remarksRequired;
  if (!form.transactionCode) errors.transactionCode = MESSAGES.transactionCodeEmpty;
  else if (form.transactionCode.length !== TRANSACTION_CODE_LENGTH) errors.transactionCode = `${TRANSACTION_CODE_LENGTH} digits`;
  return errors;
}
