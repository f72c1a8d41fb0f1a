import { SearchBox } from '../../../components/ui/search-box';
import { STATUS_OPTIONS, type StatusFilter } from '../lib/use-request-filters';

/** Status tabs and the search box above a request queue. */
export function RequestToolbar({
  status,
  onStatus,
  search,
  onSearch,
  searchLabel,
}: {
  status: StatusFilter;
  onStatus(s: StatusFilter): void;
  search: string;
  onSearch(s: string): void;
  searchLabel: string;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div role="group" aria-label="Status" className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
        {STATUS_OPTIONS.map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={status === o.value}
            onClick={() => onStatus(o.value)}
            className={`min-h-8 rounded-md px-3 text-sm font-medium whitespace-nowrap ${status === o.value ? 'bg-primary text-on-primary' : 'text-muted hover:bg-surface-2'}`}
          >
            {o.label}
          </button>
        ))}
      </div>
      <SearchBox value={search} onValueChange={onSearch} label={searchLabel} />
    </div>
  );
}
