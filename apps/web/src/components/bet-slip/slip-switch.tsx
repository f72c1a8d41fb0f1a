import { useId, type ReactNode } from 'react';

/** An on/off switch of the slip, named by its visible label. */
export function SlipSwitch({
  label,
  checked,
  onChange,
  disabled = false,
}: {
  label: ReactNode;
  checked: boolean;
  onChange(on: boolean): void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <span className="inline-flex items-center gap-2">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative h-5 w-9 shrink-0 rounded-full transition-colors disabled:opacity-60 ${checked ? 'bg-accent' : 'bg-surface-2 ring-1 ring-line'}`}
      >
        <span className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-[left] ${checked ? 'left-4.5' : 'left-0.5'}`} />
      </button>
      <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-1 select-none">
        {label}
      </label>
    </span>
  );
}
