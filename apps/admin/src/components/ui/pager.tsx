import type { PageInfo } from '@backlay/contract';
import { Icon } from './icons';

/** "Showing 1-20 of 57" with previous and next, from a list answer's page info. */
export function Pager({ info, onPage }: { info: PageInfo | undefined; onPage(page: number): void }) {
  if (!info || info.totalDocs === 0) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 px-1 pt-3 text-sm text-muted">
      <span>
        Showing {info.showingFrom}–{info.showingTo} of {info.totalDocs}
      </span>
      <span className="flex items-center gap-2">
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3"
          disabled={!info.previousPage}
          onClick={() => info.previousPageNumber && onPage(info.previousPageNumber)}
        >
          <Icon name="chevronLeft" className="size-4" /> Previous
        </button>
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3"
          disabled={!info.nextPage}
          onClick={() => info.nextPageNumber && onPage(info.nextPageNumber)}
        >
          Next <Icon name="chevronRight" className="size-4" />
        </button>
      </span>
    </nav>
  );
}
