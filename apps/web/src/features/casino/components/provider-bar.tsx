import { useTranslation } from 'react-i18next';

/**
 * The listing's filters: a search by game name and one chip per provider group
 * (subProviderName) in the catalogue's display order, plus All.
 */
export function ProviderBar({
  providers,
  chosen,
  onChoose,
  search,
  onSearch,
}: {
  providers: string[];
  chosen: string | null;
  onChoose: (provider: string | null) => void;
  search: string;
  onSearch: (term: string) => void;
}) {
  const { t } = useTranslation();
  const chip = (isOn: boolean) =>
    `inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap ring-1 transition-colors ${
      isOn ? 'bg-accent text-on-accent ring-accent' : 'bg-surface-2 text-fg ring-line hover:ring-accent'
    }`;
  return (
    <div className="flex flex-col gap-3 nav:flex-row nav:items-center">
      <label className="relative block nav:w-72 nav:shrink-0">
        <span className="sr-only">{t('casino.searchLabel', 'Search games')}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width={16}
          height={16}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t('casino.searchPlaceholder', 'Search games')}
          className="min-h-10 w-full rounded-lg border border-line bg-surface pr-3 pl-9 text-sm outline-none focus:border-accent"
        />
      </label>
      {providers.length > 0 && (
        <div
          role="group"
          aria-label={t('casino.providers', 'Providers')}
          className="-mx-3 flex gap-2 overflow-x-auto px-3 scrollbar-none nav:mx-0 nav:flex-wrap nav:px-0"
        >
          <button type="button" aria-pressed={chosen === null} className={chip(chosen === null)} onClick={() => onChoose(null)}>
            {t('casino.allProviders', 'All Providers')}
          </button>
          {providers.map((p) => (
            <button key={p} type="button" aria-pressed={chosen === p} className={chip(chosen === p)} onClick={() => onChoose(p)}>
              {p}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
