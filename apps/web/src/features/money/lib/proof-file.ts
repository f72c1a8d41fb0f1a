import { MAX_PROOF_BYTES, PROOF_IMAGE_TYPES } from '@backlay/contract';

export type ProofProblem = 'notImage' | 'tooLarge';

/**
 * The proof picker takes images only (docs/product.md §5), of the types and size the server
 * accepts; the server still checks the bytes. Null when the file may go.
 */
export function proofFileProblem(file: Pick<File, 'type' | 'size'>): ProofProblem | null {
  if (!(PROOF_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > MAX_PROOF_BYTES) return 'tooLarge';
  return null;
}

export const PROOF_ACCEPT = PROOF_IMAGE_TYPES.join(',');
