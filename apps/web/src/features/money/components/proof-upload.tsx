import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MONEY_MESSAGES } from '@backlay/contract';
import { Icon } from '../../../components/ui/icons';
import { PROOF_ACCEPT, proofFileProblem } from '../lib/proof-file';

/** The payment proof: an image picked from the device, previewed; a non-image is refused at once. */
export function ProofUpload({ file, onChange }: { file: File | null; onChange(file: File | null): void }) {
  const { t } = useTranslation();
  const id = useId();
  const preview = usePreviewUrl(file);
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold">
        {t('money.uploadProof', 'Upload payment proof')} <span className="text-danger">*</span>
      </span>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-3 rounded-xl border border-dashed border-line bg-surface-2 p-3 hover:border-accent"
      >
        {preview ? (
          <img src={preview} alt={t('money.proofPreview', 'Payment proof preview')} className="size-16 shrink-0 rounded-lg object-cover" />
        ) : (
          <span aria-hidden="true" className="grid size-16 shrink-0 place-items-center rounded-lg bg-surface text-muted">
            <Icon name="receipt" size={24} />
          </span>
        )}
        <span className="min-w-0 flex-1 text-sm">
          <span className={`block font-semibold ${file ? 'truncate' : ''}`}>
            {file ? file.name : t('money.chooseImage', 'Choose a screenshot of the payment')}
          </span>
          <span className="block text-xs text-muted">{t('money.imageTypes', 'PNG, JPEG or WebP, up to 5 MB')}</span>
        </span>
      </label>
      <input
        id={id}
        type="file"
        accept={PROOF_ACCEPT}
        className="sr-only"
        aria-label={t('money.uploadProof', 'Upload payment proof')}
        onChange={(e) => {
          const picked = e.target.files?.[0] ?? null;
          e.target.value = '';
          if (!picked) return;
          const problem = proofFileProblem(picked);
          if (problem === 'notImage') toast.error(t('money.imageNotImage', MONEY_MESSAGES.imageNotImage));
          else if (problem === 'tooLarge') toast.error(t('money.imageTooLarge', MONEY_MESSAGES.imageTooLarge));
          else onChange(picked);
        }}
      />
    </div>
  );
}

/** An object URL of the picked file while it is shown, released when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
