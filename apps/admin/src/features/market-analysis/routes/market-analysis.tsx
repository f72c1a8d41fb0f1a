import { useState } from 'react';
import { formatAmount } from '@backlay/domain';
import { MARKET_ANALYSIS_REFRESH_MS } from '@backlay/contract';
import { useDebounced } from '../../../lib/use-debounced';
import { countOf, formatDateTime } from '../../../lib/format';
import { ListState, Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { useAnalysedMarkets } from '../api/get-analysed-markets';
import { useMarketBook } from '../api/get-market-book';
import { MarketBook } from '../components/market-book';

const PAGE_SIZE = 20;

/**
 * Market Analysis: the markets your downline has open bets on, and for the one you pick its
 * live book weighted by your own partnership share (refreshed every 5 seconds).
 */
export function MarketAnalysisRoute() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [marketId, setMarketId] = useState<string | null>(null);
  const settled = useDebounced(search.trim());
  const list = useAnalysedMarkets({ page, limit: PAGE_SIZE, ...(settled ? { search: settled } : {}) });
  const book = useMarketBook(marketId);
  const rows = list.data?.docs ?? [];

  return (
    <Page
      title="Market analysis"
      description={`Open bets of your downline per market, weighted by your own partnership share. Refreshes every ${MARKET_ANALYSIS_REFRESH_MS / 1000} seconds.`}
    >
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-3">
          <div className="flex">
            <SearchBox
              value={search}
              onValueChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
              label="Search event or market"
            />
          </div>
          <div className="card">
            <ul aria-label="Markets with open bets" className="flex flex-col">
              {rows.map((m) => (
                <li key={m.marketId}>
                  <button
                    type="button"
                    aria-current={m.marketId === marketId ? 'true' : undefined}
                    className={`flex w-full flex-col gap-0.5 border-b border-line px-4 py-3 text-left hover:bg-slate-500/5 ${
                      m.marketId === marketId ? 'bg-primary/10' : ''
                    }`}
                    onClick={() => setMarketId(m.marketId)}
                  >
                    <span className="font-semibold">{m.eventName}</span>
                    <span className="text-sm text-muted">
                      {m.marketName} · {countOf(m.bets, 'bet')} · {countOf(m.players, 'player')}
                    </span>
                    <span className="text-xs text-muted">
                      Matched {formatAmount(m.totalMatched)} · last bet {formatDateTime(m.lastBetAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <ListState
              isLoading={list.isLoading}
              error={list.error}
              isEmpty={rows.length === 0}
              emptyText="No open bets in your downline."
              onRetry={() => void list.refetch()}
            />
          </div>
          <Pager info={list.data} onPage={setPage} />
        </div>
        <div>
          {marketId === null ? (
            <p className="card p-6 text-center text-sm text-muted">Choose a market to see its book.</p>
          ) : book.data ? (
            <MarketBook book={book.data} />
          ) : (
            <div className="card">
              <ListState isLoading={book.isLoading} error={book.error} isEmpty={false} emptyText="" onRetry={() => void book.refetch()} />
            </div>
          )}
        </div>
      </div>
    </Page>
  );
}
