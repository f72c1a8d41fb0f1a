import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';

/**
 * The payment proof of a deposit (an `/uploads/...` image served by the same host), large
 * enough to read a UTR, with a link to the full-size file.
 */
export function ProofViewer({ image, userName, utr, onClose }: { image: string; userName: string; utr: string | null; onClose(): void }) {
  const [isBroken, setBroken] = useState(false);
  return (
    <Dialog
      open
      onClose={onClose}
      title="Payment proof"
      description={`${userName}${utr ? ` · UTR ${utr}` : ''}`}
      className="w-[min(48rem,calc(100vw-1.5rem))]"
    >
      <div className="flex flex-col items-center gap-3 bg-slate-900/5 p-4">
        {isBroken ? (
          <p role="alert" className="p-8 text-sm text-danger">
            The proof image could not be loaded.
          </p>
        ) : (
          <img
            src={image}
            alt={`Payment proof of ${userName}`}
            className="max-h-[65dvh] w-auto max-w-full rounded-lg object-contain shadow"
            onError={() => setBroken(true)}
          />
        )}
        <a href={image} target="_blank" rel="noreferrer" className="text-sm font-semibold text-primary underline">
          Open full size
        </a>
      </div>
    </Dialog>
  );
}
