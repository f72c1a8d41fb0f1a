import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPORTS_MESSAGES } from '@backlay/contract';
import { SearchField, SearchResults, useSearchTerm } from '../../../components/layout/global-search';
import { SportsPage } from '../components/page';

/** /search?q=: the global search, full width; the term lives in the address (shareable, back works). */
export function SearchRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [input, setInput] = useState(q);
  const term = useSearchTerm(input);
  const resultsId = useId();

  // Arriving with another ?q= (the side menu's "See all results") replaces the typed text.
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== term) setInput(q);
  }

  // The address follows the searched term when it changes (not every key stroke).
  const lastTerm = useRef(term);
  useEffect(() => {
    if (term === lastTerm.current) return;
    lastTerm.current = term;
    if (term !== q) setParams(term ? { q: term } : {}, { replace: true });
  }, [term, q, setParams]);

  return (
    <SportsPage title={t('sports.searchTitle', 'Search')}>
      <div role="search" className="max-w-2xl">
        <SearchField value={input} onChange={setInput} controls={resultsId} autoFocus />
      </div>
      {term === '' ? (
        // Nothing searched yet: 'No Search Found', beside 'No Result Found' (a term
        // without results) and 'No Market Found!' (the search failed) of SearchResults.
        <div role="status" className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-muted">{t('sports.noSearchFound', SPORTS_MESSAGES.noSearchFound)}</p>
          <p className="text-sm text-muted">{t('sports.searchHint', 'Type a team, event, competition or market name.')}</p>
        </div>
      ) : (
        <div className="card p-2">
          <SearchResults term={term} id={resultsId} />
        </div>
      )}
    </SportsPage>
  );
}
