import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_MESSAGES,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
  type ComplaintCategory,
} from '@backlay/contract';
import { useFileComplaint } from '../api/file-complaint';
import { useComplaintLabels } from './complaint-labels';

/**
 * The player's complaint form: a category and what went wrong. The same limits as the server
 * are checked here first so the message appears beside the field without a round trip.
 */
export function ComplaintForm() {
  const { t } = useTranslation();
  const labels = useComplaintLabels();
  const file = useFileComplaint();
  const [category, setCategory] = useState<ComplaintCategory | ''>('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = description.trim();
    if (!category) return setError(t('complaints.categoryRequired', COMPLAINT_MESSAGES.categoryRequired));
    if (text.length < COMPLAINT_TEXT_MIN) return setError(t('complaints.textTooShort', COMPLAINT_MESSAGES.textTooShort));
    if (text.length > COMPLAINT_TEXT_MAX) return setError(t('complaints.textTooLong', COMPLAINT_MESSAGES.textTooLong));
    setError(null);
    file.mutate(
      { category, description: text },
      {
        onSuccess: () => {
          setCategory('');
          setDescription('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="card flex flex-col gap-3 p-4" aria-labelledby="complaint-form-title" noValidate>
      <h2 id="complaint-form-title" className="text-base font-bold">
        {t('complaints.newTitle', 'New complaint')}
      </h2>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">{t('complaints.categoryLabel', 'Category')}</span>
        <select
          className="min-h-11 rounded-lg border border-line bg-surface px-3"
          value={category}
          onChange={(e) => setCategory(e.target.value as ComplaintCategory | '')}
          aria-invalid={error !== null && !category}
        >
          <option value="">{t('complaints.choose', 'Choose…')}</option>
          {COMPLAINT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {labels.category(c)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-text`} className="font-semibold">
          {t('complaints.textLabel', 'What happened?')}
        </label>
        <textarea
          id={`${id}-text`}
          className="min-h-28 rounded-lg border border-line bg-surface px-3 py-2"
          value={description}
          maxLength={COMPLAINT_TEXT_MAX}
          placeholder={t('complaints.textPlaceholder', 'Tell us what went wrong: the amount, UTR or bet, and when.')}
          onChange={(e) => setDescription(e.target.value)}
        />
        <span className="self-end text-xs text-muted tabular-nums">
          {description.trim().length}/{COMPLAINT_TEXT_MAX}
        </span>
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={file.isPending}>
        {file.isPending ? t('complaints.sending', 'Sending…') : t('complaints.submit', 'Submit complaint')}
      </button>
    </form>
  );
}
