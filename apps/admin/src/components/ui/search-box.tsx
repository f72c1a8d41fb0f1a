import { Icon } from './icons';

/**
 * A search input with its icon; the caller debounces the value before asking the server. On a
 * phone it takes a whole line of its filter row (the filters beside it wrap below) so its
 * placeholder reads in full; from `sm` it is 20rem wide. Sized by width, not flex-basis, as it
 * also sits in column layouts where a basis would set its height.
 */
export function SearchBox({ value, onValueChange, label }: { value: string; onValueChange(v: string): void; label: string }) {
  return (
    <label className="relative block w-full min-w-0 sm:w-80">
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
