import { formatAmount } from '@backlay/domain';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { useCommissionReport, type CommissionSort } from '../api/get-commission-report';
import { signClass, Totals } from '../components/figures';
import { RangeFields } from '../components/range-fields';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableCard } from '../../../components/ui/table-card';
import { useReportFilters } from '../lib/use-report-filters';

/**
 * Commission report: the commission the ledger credited each downline player in the range (net
 * of roll-backs and voids), on how many markets, at what rate; and your own part of it.
 */
export function CommissionRoute() {
  const filters = useReportFilters<CommissionSort>('commission');
  const list = useCommissionReport(filters.query);
  const data = list.data;
  const rows = data?.docs ?? [];
  const sortProps = { sort: filters.sort, onSort: filters.sortBy };

  return (
    <Page title="Commission" description="Commission credited to your downline's players on losing markets. Dates are India days.">
      <div className="card grid grid-cols-2 gap-3 p-4 md:grid-cols-4">
        <RangeFields range={filters.range} onChange={filters.setRange} />
        <div className="col-span-2 flex items-end">
          <SearchBox value={filters.search} onValueChange={filters.setSearch} label="Search player" />
        </div>
      </div>
      {data ? (
        <Totals
          items={[
            { label: 'Players', value: data.totals.players.toLocaleString('en-IN') },
            { label: 'Commission paid', value: formatAmount(data.totals.commission) },
            { label: 'Your part', value: formatAmount(data.totals.yourCommission), tone: signClass(data.totals.yourCommission) },
          ]}
        />
      ) : null}
      <TableCard
        query={list}
        isEmpty={rows.length === 0}
        emptyText={filters.query.search ? 'No player matches this search.' : 'No commission was credited in this range.'}
        tableClassName="md:min-w-[44rem]"
      >
        <thead>
          <tr>
            <SortHeader label="Player" by="userName" {...sortProps} />
            <th>Upline</th>
            <th className="num">Rate</th>
            <SortHeader label="Markets" by="markets" className="num" {...sortProps} />
            <SortHeader label="Commission" by="commission" className="num" {...sortProps} />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r._id}>
              <td data-label="Player" className="font-medium">
                {r.userName}
              </td>
              <td data-label="Upline">{r.parent?.userName ?? '—'}</td>
              <td data-label="Rate" className="num">
                {r.commissionRate}%
              </td>
              <td data-label="Markets" className="num">
                {r.markets}
              </td>
              <td data-label="Commission" className="num font-semibold">
                {formatAmount(r.commission)}
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Pager info={data} onPage={filters.setPage} />
    </Page>
  );
}
