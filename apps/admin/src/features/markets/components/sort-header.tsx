/** A column header that sorts the list; announces its order to screen readers. */
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

/** Clicking the sorted column flips its order; another column starts ascending (or as given). */
export function nextSort<K extends string>(current: { by: K; order: 'asc' | 'desc' }, by: K, firstOrder: 'asc' | 'desc' = 'asc') {
  if (current.by === by) return { by, order: current.order === 'asc' ? ('desc' as const) : ('asc' as const) };
  return { by, order: firstOrder };
}
