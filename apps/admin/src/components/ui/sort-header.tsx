/**
 * A column header that sorts a list; announces its order to screen readers. The button keeps
 * the typography of a plain `.data-table th` (buttons do not inherit text-transform), so sortable
 * and plain headers read alike.
 */
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
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold tracking-wide uppercase hover:underline"
        onClick={() => onSort(by)}
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
