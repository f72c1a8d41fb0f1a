import { Icon } from './icons';

/** A search input with its icon; the caller debounces the value before asking the server. */
export function SearchBox({ value, onValueChange, label }: { value: string; onValueChange(v: string): void; label: string }) {
  return (
    <label className="relative block min-w-0 flex-1 sm:max-w-xs">
      <span className="sr-only">{label}</span>
      <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <input
        type="search"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        placeholder={label}
        maxLength={100}
        className="input pl-9"
      />
    </label>
  );
}
