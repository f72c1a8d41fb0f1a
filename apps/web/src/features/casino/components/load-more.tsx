import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The end of a paged list: loads the next page when it scrolls into view (where the browser
 * has IntersectionObserver) and as a button, so keyboard users and old browsers page too.
 */
export function LoadMore({
  hasMore,
  isLoading,
  onLoad,
  shown,
  total,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoad: () => void;
  shown: number;
  total: number;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  });
  // Observed again after each page: when a short page leaves the end in view, that loads the next.
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, shown]);
  if (total === 0) return null;
  return (
    <div ref={ref} className="flex flex-col items-center gap-2 py-4 text-xs text-muted">
      <span aria-live="polite">{t('casino.showing', 'Showing {{shown}} of {{total}}', { shown, total })}</span>
      {hasMore && (
        <button type="button" className="btn btn-ghost" disabled={isLoading} onClick={onLoad}>
          {isLoading ? t('casino.loading', 'Loading…') : t('casino.loadMore', 'Load more')}
        </button>
      )}
    </div>
  );
}
