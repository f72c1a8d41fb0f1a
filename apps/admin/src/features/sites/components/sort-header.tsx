/** A column header that sorts a list; a second click flips the order. Announces the order to screen readers. */
export function SortHeader<K extends string>({
  label,
  by,
  sort,
  onSort,
  className = '',
}: {
  label: string;
  by: K;
  sort: { by: K; order: 'asc' | 'desc' };
  onSort(by: K): void;
  className?: string;
}) {
  const active = sort.by === by;
  return (
    <th className={className} aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="inline-flex items-center gap-1 font-semibold uppercase hover:underline" onClick={() => onSort(by)}>
        {label}
        <span aria-hidden="true" className="text-xs">
          {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
