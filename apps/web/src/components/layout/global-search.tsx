import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPORTS_MESSAGES, type SearchGroup } from '@backlay/contract';
import { useGlobalSearch } from '../../lib/sports-queries';
import { eventPath, searchPath } from '../../config/paths';
import { orderSports } from '../sports/sport-order';
import { eventDisplayName } from '../sports/event-labels';
import { LiveBadge } from '../sports/badges';

/** Typing pauses this long before a search is sent (one of the 0.5 s timings of docs/product.md §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The term to search for: the typed text once typing pauses, and '' at once when the box is
 * emptied, so clearing the box clears the results without waiting (docs/product.md §2).
 */
export function useSearchTerm(input: string, delayMs = SEARCH_DEBOUNCE_MS): string {
  const [debounced, setDebounced] = useState(input);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(input), delayMs);
    return () => clearTimeout(id);
  }, [input, delayMs]);
  return input.trim() === '' ? '' : debounced.trim();
}

/** Magnifier of the search field (the shared icon set has none). */
function SearchGlyph() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** The search field shared by the side menu box and the /search page. */
export function SearchField({
  value,
  onChange,
  autoFocus = false,
  controls,
}: {
  value: string;
  onChange(value: string): void;
  autoFocus?: boolean;
  /** Id of the results region. */
  controls?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <SearchGlyph />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
        }}
        autoFocus={autoFocus}
        aria-controls={controls}
        aria-label={t('sports.searchLabel', 'Search events and markets')}
        placeholder={t('sports.searchPlaceholder', 'Search events, markets')}
        maxLength={100}
        className="h-10 w-full rounded-lg border border-line bg-surface pr-3 pl-9 text-sm text-fg placeholder:text-muted focus:border-accent focus:outline-none"
      />
    </div>
  );
}

/**
 * Results of a global search, grouped by sport, each event with its markets; every entry
 * opens the event page. Nothing shows for an empty term.
 */
export function SearchResults({ term, id, onNavigate, limit }: { term: string; id?: string; onNavigate?: () => void; limit?: number }) {
  const { t } = useTranslation();
  const { data, isError, isFetching } = useGlobalSearch(term);
  if (term === '') return null;

  let body;
  if (isError) body = <SearchMessage text={t('sports.noMarketFound', SPORTS_MESSAGES.noMarketFound)} />;
  else if (!data)
    body = (
      <p className="px-3 py-3 text-sm text-muted" aria-busy="true">
        {t('sports.searching', 'Searching…')}
      </p>
    );
  else if (data.length === 0) body = <SearchMessage text={t('sports.noResultFound', SPORTS_MESSAGES.noResultFound)} />;
  else body = <SearchGroups groups={data} onNavigate={onNavigate} limit={limit} />;

  return (
    <div id={id} role="region" aria-live="polite" aria-busy={isFetching} aria-label={t('sports.searchResults', 'Search results')}>
      {body}
    </div>
  );
}

function SearchMessage({ text }: { text: string }) {
  return (
    <p role="status" className="px-3 py-3 text-sm font-semibold text-muted">
      {text}
    </p>
  );
}

/** The groups in sport order, cut after `limit` events in all. */
export function limitSearchGroups(groups: readonly SearchGroup[], limit = Number.POSITIVE_INFINITY): SearchGroup[] {
  const out: SearchGroup[] = [];
  let left = limit;
  for (const group of orderSports(groups)) {
    if (left <= 0) break;
    const events = group.events.slice(0, left);
    left -= events.length;
    if (events.length > 0) out.push({ ...group, events });
  }
  return out;
}

function SearchGroups({ groups, onNavigate, limit }: { groups: SearchGroup[]; onNavigate?: () => void; limit?: number }) {
  return (
    <div className="space-y-3 py-2">
      {limitSearchGroups(groups, limit).map((group) => (
        <section key={group.eventTypeId} aria-label={group.name}>
          <h4 className="px-3 pb-1 text-[11px] font-bold tracking-[0.12em] text-muted uppercase">{group.name}</h4>
          <ul className="space-y-1">
            {group.events.map((event) => {
              const to = eventPath(group.eventTypeId, event.id);
              return (
                <li key={event.id} className="rounded-lg bg-surface-2/60 ring-1 ring-line">
                  <Link to={to} onClick={onNavigate} className="flex items-start gap-2 rounded-lg px-3 py-2 hover:bg-surface-2">
                    <span className="min-w-0 flex-1">
                      <span className="line-clamp-2 text-sm leading-snug font-bold break-words">{eventDisplayName(event.name)}</span>
                      <span className="block truncate text-xs text-muted">{event.competitionName}</span>
                    </span>
                    {event.inPlay && <LiveBadge />}
                  </Link>
                  {event.markets.length > 0 && (
                    <ul className="flex flex-wrap gap-1 px-3 pb-2">
                      {event.markets.map((market) => (
                        <li key={market.id} className="max-w-full">
                          <Link
                            to={`${to}#market-${encodeURIComponent(market.id)}`}
                            onClick={onNavigate}
                            className="block truncate rounded-full bg-surface px-2.5 py-1 text-xs font-semibold ring-1 ring-line hover:ring-accent"
                          >
                            {market.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** How many events the side menu's box lists before pointing to the /search page. */
const BOX_RESULT_LIMIT = 8;

/** The side menu's search box: results open under it; "See all results" goes to /search. */
export function GlobalSearch({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const term = useSearchTerm(input);
  const resultsId = useId();
  const done = () => {
    setInput('');
    onNavigate?.();
  };
  return (
    <div className="mb-3" role="search">
      <SearchField value={input} onChange={setInput} controls={resultsId} />
      {term !== '' && (
        <div className="mt-2 max-h-[50dvh] overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface p-1 shadow-sm">
          <SearchResults term={term} id={resultsId} onNavigate={done} limit={BOX_RESULT_LIMIT} />
          <Link
            to={searchPath(term)}
            onClick={done}
            className="mt-1 flex min-h-9 items-center justify-center rounded-lg text-xs font-bold text-highlight hover:bg-surface-2"
          >
            {t('sports.seeAllResults', 'See all results')}
          </Link>
        </div>
      )}
    </div>
  );
}
