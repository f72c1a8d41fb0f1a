/** A column header that sorts the report; announces its order to screen readers. */
export function SortHeader<S extends string>({
  label,
  by,
  sort,
  onSort,
  className = '',
}: {
  label: string;
  by: S;
  sort: { by: S; order: 'asc' | 'desc' };
  onSort(by: S): void;
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
