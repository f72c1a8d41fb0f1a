/** A row of mutually exclusive filter buttons (aria-pressed on the chosen one). */
export function FilterChips<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={`min-h-9 rounded-full border px-3 text-sm font-medium ${
            o.value === value ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface hover:bg-surface-2'
          }`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
