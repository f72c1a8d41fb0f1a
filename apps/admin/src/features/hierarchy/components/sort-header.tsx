import type { SortKey } from '../lib/use-user-list-filters';

/** A column header that sorts the list; announces its order to screen readers. */
export function SortHeader({
  label,
  by,
  sort,
  onSort,
  className = '',
}: {
  label: string;
  by: SortKey;
  sort: { by: SortKey; order: 'asc' | 'desc' };
  onSort(by: SortKey): void;
  className?: string;
}) {
  const active = sort.by === by;
  return (
    <th className={className} aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="inline-flex items-center gap-1 font-semibold hover:underline" onClick={() => onSort(by)}>
        {label}
        <span aria-hidden="true" className="text-xs">
          {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
