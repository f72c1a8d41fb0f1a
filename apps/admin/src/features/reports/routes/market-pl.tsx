import { useState } from 'react';
import { EVENT_TYPES } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { formatDateTime } from '../../../lib/format';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/fields';
import { useMarketPl, type MarketPlSort } from '../api/get-market-pl';
import { PlCells, signClass, Totals } from '../components/figures';
import { RangeFields } from '../components/range-fields';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableCard } from '../../../components/ui/table-card';
import { useReportFilters } from '../lib/use-report-filters';

const SPORT_OPTIONS = [{ value: '', label: 'All sports' }, ...EVENT_TYPES.map((t) => ({ value: String(t.id), label: t.name }))];
const sportName = (id: string) => EVENT_TYPES.find((t) => String(t.id) === id)?.name ?? id;

/**
 * Downline P/L by market: each market on which the downline's bets settled in the range, with
 * the players' P/L there and your own P/L on it as the ledger holds it (your partnership lines
 * of the settlement and the commission, net of roll-backs and voids).
 */
export function MarketPlRoute() {
  const filters = useReportFilters<MarketPlSort>('settledAt');
  const [eventTypeId, setEventTypeId] = useState('');
  const list = useMarketPl({ ...filters.query, eventTypeId: eventTypeId || undefined });
  const data = list.data;
  const rows = data?.docs ?? [];
  const sortProps = { sort: filters.sort, onSort: filters.sortBy };

  return (
    <Page
      title="P/L by market"
      description="Markets your downline's bets settled on, with your own P/L from the ledger. Dates are India days."
    >
      <div className="card grid grid-cols-2 gap-3 p-4 md:grid-cols-4">
        <RangeFields range={filters.range} onChange={filters.setRange} />
        <SelectField
          label="Sport"
          value={eventTypeId}
          onValueChange={(v) => {
            setEventTypeId(v);
            filters.setPage(1);
          }}
          options={SPORT_OPTIONS}
        />
        <div className="flex items-end">
          <SearchBox value={filters.search} onValueChange={filters.setSearch} label="Search event or market" />
        </div>
      </div>
      {data ? (
        <Totals
          items={[
            { label: 'Markets', value: data.totals.markets.toLocaleString('en-IN') },
            { label: 'Bets', value: data.totals.bets.toLocaleString('en-IN') },
            { label: 'Stake', value: formatAmount(data.totals.stake) },
            { label: 'Players P/L', value: formatAmount(data.totals.pnl), tone: signClass(data.totals.pnl) },
            { label: 'Commission', value: formatAmount(data.totals.commission) },
            { label: 'Your P/L', value: formatAmount(data.totals.yourPl), tone: signClass(data.totals.yourPl) },
          ]}
        />
      ) : null}
      <TableCard
        query={list}
        isEmpty={rows.length === 0}
        emptyText="No market settled for your downline in this range."
        tableClassName="md:min-w-[62rem]"
      >
        <thead>
          <tr>
            <SortHeader label="Settled" by="settledAt" {...sortProps} />
            <th>Event / market</th>
            <th className="num">Players</th>
            <SortHeader label="Bets" by="bets" className="num" {...sortProps} />
            <SortHeader label="Stake" by="stake" className="num" {...sortProps} />
            <SortHeader label="Players P/L" by="pnl" className="num" {...sortProps} />
            <th className="num">Commission</th>
            <th className="num">Your P/L</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.marketId}>
              <td data-label="Settled" className="whitespace-nowrap">
                {formatDateTime(r.settledAt)}
              </td>
              <td data-label="Event / market">
                <div className="flex max-w-72 flex-col">
                  <span className="font-medium">{r.eventName}</span>
                  <span className="text-xs text-muted">
                    {r.marketName} · {r.marketType} · {sportName(r.eventTypeId)}
                  </span>
                </div>
              </td>
              <PlCells row={r} />
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Pager info={data} onPage={filters.setPage} />
    </Page>
  );
}
