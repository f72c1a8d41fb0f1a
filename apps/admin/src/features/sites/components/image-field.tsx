import { useId, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { IMAGE_TYPES, imageFileToDataUrl } from '../lib/theme-form';

/**
 * An image of the theme: an upload (sent inline, stored by the server on save), an /uploads/ or
 * /brand/ path, or an https link. Shows what the site will show.
 */
export function ImageField({ label, hint, value, onChange }: { label: string; hint?: string; value: string; onChange(v: string): void }) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const isInline = value.startsWith('data:');

  async function pick(f: File | undefined) {
    if (!f) return;
    const res = await imageFileToDataUrl(f);
    if ('error' in res) return setError(res.error);
    setError(null);
    onChange(res.dataUrl);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <div className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-lg border border-line bg-surface-2">
          {value ? (
            <img src={value} alt="" className="max-h-full max-w-full object-contain" />
          ) : (
            <Icon name="image" className="size-5 text-muted" />
          )}
        </div>
        <input
          id={id}
          className="input"
          value={isInline ? 'New upload (saved with the theme)' : value}
          readOnly={isInline}
          placeholder="/brand/logo.svg or https://…"
          maxLength={500}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-note`}
        />
        <button type="button" className="btn btn-ghost shrink-0 px-3" onClick={() => file.current?.click()}>
          Upload
        </button>
        {value ? (
          <button type="button" className="btn btn-ghost shrink-0 px-3" onClick={() => onChange('')} aria-label={`Remove ${label}`}>
            <Icon name="close" className="size-4" />
          </button>
        ) : null}
        <input
          ref={file}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="hidden"
          aria-label={`${label} file`}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <p id={`${id}-note`} className={`text-xs ${error ? 'font-medium text-danger' : 'text-muted'}`} role={error ? 'alert' : undefined}>
        {error ?? hint ?? 'PNG, JPEG, WebP, GIF or SVG, at most 512 KB'}
      </p>
    </div>
  );
}
