import { MESSAGES, TRANSACTION_CODE_LENGTH } from '@backlay/contract';

/** The console's own check of a typed transaction code before it is sent (the server checks it again). */
export function transactionCodeProblem(code: string): string | null {
  if (!code) return MESSAGES.transactionCodeEmpty;
  if (code.length !== TRANSACTION_CODE_LENGTH) return `The transaction code has ${TRANSACTION_CODE_LENGTH} digits`;
  return null;
}
