import { useRef } from 'react';
import type { CustomField } from '@backlay/contract';
import { Icon } from '../../../components/ui/icons';
import type { Purpose } from '../lib/payment-type-form';

const FIELD_TYPES = ['text', 'number', 'image'] as const;
const MAX_IMAGE_BYTES = 150 * 1024;

/**
 * The method's custom fields. For a deposit type each is a detail shown to the player (label and
 * value; an image value is a QR code, which QR methods keep first). For a withdraw type each is a
 * field the player fills in when adding an account (label and type only).
 */
export function CustomFieldsEditor({
  purpose,
  fields,
  onChange,
  error,
}: {
  purpose: Purpose;
  fields: CustomField[];
  onChange(fields: CustomField[]): void;
  error?: string | undefined;
}) {
  const files = useRef<(HTMLInputElement | null)[]>([]);
  const set = (i: number, patch: Partial<CustomField>) => onChange(fields.map((f, j) => (j === i ? { ...f, ...patch } : f)));

  function upload(i: number, file: File | undefined) {
    if (!file || !file.type.startsWith('image/') || file.size > MAX_IMAGE_BYTES) return;
    const reader = new FileReader();
    reader.onload = () => set(i, { value: String(reader.result), type: 'image' });
    reader.readAsDataURL(file);
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">
        {purpose === 'deposit' ? 'Details shown to players' : 'Fields the player fills in'}
      </legend>
      {fields.map((f, i) => (
        <div
          key={i}
          className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-end gap-2 sm:grid-cols-[minmax(0,1fr)_6.5rem_minmax(0,1.3fr)_auto]"
        >
          <label className="flex flex-col gap-1 text-xs font-medium">
            <span aria-hidden="true">Label</span>
            <input
              className="input"
              aria-label={`Field ${i + 1} label`}
              value={f.label}
              maxLength={100}
              onChange={(e) => set(i, { label: e.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium">
            <span aria-hidden="true">Type</span>
            <select className="input" aria-label={`Field ${i + 1} type`} value={f.type} onChange={(e) => set(i, { type: e.target.value })}>
              {FIELD_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          {purpose === 'deposit' ? (
            <div className="col-span-3 flex flex-col gap-1 text-xs font-medium sm:col-span-1">
              <span>Value</span>
              {f.type === 'image' ? (
                <div className="flex items-center gap-2">
                  {f.value ? (
                    <img src={f.value} alt={`${f.label || 'Field'} image`} className="size-10 rounded border border-line object-contain" />
                  ) : null}
                  <button type="button" className="btn btn-ghost min-h-10 px-3" onClick={() => files.current[i]?.click()}>
                    {f.value ? 'Replace image' : 'Upload image'}
                  </button>
                  <input
                    ref={(el) => {
                      files.current[i] = el;
                    }}
                    type="file"
                    accept="image/png,image/jpeg,image/webp"
                    className="hidden"
                    aria-label={`Field ${i + 1} image file`}
                    onChange={(e) => {
                      upload(i, e.target.files?.[0]);
                      e.target.value = '';
                    }}
                  />
                </div>
              ) : (
                <input
                  className="input"
                  value={f.value}
                  maxLength={200}
                  aria-label={`Field ${i + 1} value`}
                  onChange={(e) => set(i, { value: e.target.value })}
                />
              )}
            </div>
          ) : null}
          <button
            type="button"
            className="icon-btn text-muted hover:text-danger"
            aria-label={`Remove field ${i + 1}`}
            onClick={() => onChange(fields.filter((_, j) => j !== i))}
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      ))}
      {error ? (
        <p role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-ghost self-start"
        disabled={fields.length >= 20}
        onClick={() => onChange([...fields, { label: '', type: 'text', value: '' }])}
      >
        Add field
      </button>
    </fieldset>
  );
}
