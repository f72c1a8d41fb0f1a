import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { parseApiError } from '../../../lib/api-client';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useDepositProof } from '../api/get-deposit-proof';

/**
 * The payment proof of a deposit, large enough to read a UTR, with a link to the full-size
 * image. Proofs are private (docs/architecture.md §7 "Uploads"): the bytes come with the
 * session and show from an object URL, never from a public address.
 */
export function ProofViewer({
  depositId,
  userName,
  utr,
  onClose,
}: {
  depositId: string;
  userName: string;
  utr: string | null;
  onClose(): void;
}) {
  const proof = useDepositProof(depositId);
  const src = useObjectUrl(proof.data);
  const [isBroken, setBroken] = useState(false);
  const problem = proof.isError ? parseApiError(proof.error) : isBroken ? 'The proof image could not be loaded.' : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Payment proof"
      description={`${userName}${utr ? ` · UTR ${utr}` : ''}`}
      className="w-[min(48rem,calc(100vw-1.5rem))]"
    >
      <div className="flex flex-col items-center gap-3 bg-slate-900/5 p-4">
        {problem ? (
          <p role="alert" className="p-8 text-sm text-danger">
            {problem}
          </p>
        ) : src ? (
          <img
            src={src}
            alt={`Payment proof of ${userName}`}
            className="max-h-[65dvh] w-auto max-w-full rounded-lg object-contain shadow"
            onError={() => setBroken(true)}
          />
        ) : (
          <p role="status" className="p-8 text-sm text-muted">
            Loading the proof…
          </p>
        )}
        {src && !problem ? (
          <a href={src} target="_blank" rel="noreferrer" className="text-sm font-semibold text-primary underline">
            Open full size
          </a>
        ) : null}
      </div>
    </Dialog>
  );
}
