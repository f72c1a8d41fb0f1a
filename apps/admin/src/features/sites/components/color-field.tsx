import { useId } from 'react';
import { isSafeColor } from '@backlay/domain';

const HEX6 = /^#[0-9a-f]{6}$/i;

/**
 * A theme colour: typed (any CSS colour the site accepts) or picked. The picker only speaks
 * #rrggbb, so it shows for such values and writes them.
 */
export function ColorField({ label, hint, value, onChange }: { label: string; hint: string; value: string; onChange(v: string): void }) {
  const id = useId();
  const isValid = isSafeColor(value);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-line bg-surface p-1"
          value={HEX6.test(value.trim()) ? value.trim() : '#000000'}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          id={id}
          className="input font-mono"
          value={value}
          maxLength={100}
          spellCheck={false}
          aria-invalid={isValid ? undefined : true}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      <p id={`${id}-hint`} className={`text-xs ${isValid ? 'text-muted' : 'font-medium text-danger'}`}>
        {isValid ? hint : 'Not a colour: use #rrggbb, rgb(), hsl() or a colour name'}
      </p>
    </div>
  );
}
