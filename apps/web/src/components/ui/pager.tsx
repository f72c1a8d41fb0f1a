import { useTranslation } from 'react-i18next';
import type { PageInfo } from '@backlay/contract';
import { Icon } from './icons';

/**
 * Page controls of every paged list (reports, money requests), from the list's page info (docs/product.md §3 "Page info of lists"): what is
 * shown of how many, and previous/next by the page numbers the server names.
 */
export function Pager({ page, info, onPage }: { page: number; info: PageInfo; onPage(page: number): void }) {
  const { t } = useTranslation();
  const totalPages = Math.max(1, info.totalPages);
  return (
    <nav aria-label={t('pager.pages', 'Pages')} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted tabular-nums">
        {info.totalDocs > 0
          ? t('pager.showing', 'Showing {{from}}–{{to}} of {{total}}', {
              from: info.showingFrom,
              to: info.showingTo,
              total: info.totalDocs,
            })
          : null}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-2"
          disabled={!info.previousPage || info.previousPageNumber === null}
          onClick={() => info.previousPageNumber !== null && onPage(info.previousPageNumber)}
          aria-label={t('pager.previousPage', 'Previous page')}
        >
          <Icon name="chevronLeft" size={18} />
        </button>
        <span className="min-w-24 text-center tabular-nums" aria-live="polite">
          {t('pager.pageOf', 'Page {{page}} of {{total}}', { page: Math.min(page, totalPages), total: totalPages })}
        </span>
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-2"
          disabled={!info.nextPage || info.nextPageNumber === null}
          onClick={() => info.nextPageNumber !== null && onPage(info.nextPageNumber)}
          aria-label={t('pager.nextPage', 'Next page')}
        >
          <Icon name="chevronRight" size={18} />
        </button>
      </div>
    </nav>
  );
}
