import { useState } from 'react';
import { Link } from 'react-router';
import { formatAmount } from '@backlay/domain';
import { paths } from '../../../config/paths';
import { roleLabel } from '../../../lib/format';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { useDownlinePl, type DownlinePlSort } from '../api/get-downline-pl';
import { PlCells, signClass, Totals } from '../components/figures';
import { RangeFields } from '../components/range-fields';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableCard } from '../../../components/ui/table-card';
import { useReportFilters } from '../lib/use-report-filters';

/**
 * Downline P/L by user: each direct child with the totals of its whole subtree over India days;
 * a staff child opens its own children (drill-down), the path leads back up. "Players P/L" is
 * the players' side (positive = they won); "Your P/L" is the caller's partnership share of it.
 */
export function DownlinePlRoute() {
  const filters = useReportFilters<DownlinePlSort>('pnl');
  const [nodeId, setNodeId] = useState<string | undefined>(undefined);
  const list = useDownlinePl({ ...filters.query, userId: nodeId });
  const data = list.data;
  const rows = data?.docs ?? [];
  const open = (id: string | undefined) => {
    setNodeId(id);
    filters.setPage(1);
  };
  const sortProps = { sort: filters.sort, onSort: filters.sortBy };

  return (
    <Page title="P/L by user" description="Your downline's exchange P/L per account, each with its whole downline. Dates are India days.">
      <div className="card grid grid-cols-2 gap-3 p-4 md:grid-cols-4">
        <RangeFields range={filters.range} onChange={filters.setRange} />
        <div className="col-span-2 flex items-end">
          <SearchBox value={filters.search} onValueChange={filters.setSearch} label="Search user name" />
        </div>
      </div>
      {data && data.path.length > 1 ? (
        <nav aria-label="Downline path" className="flex flex-wrap items-center gap-1 text-sm">
          {data.path.map((n, i) => (
            <span key={n._id} className="inline-flex items-center gap-1">
              {i > 0 ? <span className="text-muted">›</span> : null}
              {i < data.path.length - 1 ? (
                <button
                  type="button"
                  className="font-medium text-primary hover:underline"
                  onClick={() => open(i === 0 ? undefined : n._id)}
                >
                  {n.userName}
                </button>
              ) : (
                <span className="font-semibold">{n.userName}</span>
              )}
            </span>
          ))}
        </nav>
      ) : null}
      {data ? (
        <Totals
          items={[
            { label: 'Players', value: data.totals.players.toLocaleString('en-IN') },
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
        emptyText={filters.query.search ? 'No account matches this search.' : 'No accounts below this one.'}
        tableClassName="md:min-w-[62rem]"
      >
        <thead>
          <tr>
            <SortHeader label="User" by="userName" {...sortProps} />
            <th>Role</th>
            <th className="num">Players</th>
            <SortHeader label="Bets" by="bets" className="num" {...sortProps} />
            <SortHeader label="Stake" by="stake" className="num" {...sortProps} />
            <SortHeader label="Players P/L" by="pnl" className="num" {...sortProps} />
            <th className="num">Commission</th>
            <th className="num">Casino P/L</th>
            <SortHeader label="Your P/L" by="yourPl" className="num" {...sortProps} />
            <th className="text-right">Statement</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r._id}>
              <td data-label="User" className="font-medium">
                {r.userType === 'user' ? (
                  r.userName
                ) : (
                  <button type="button" className="text-left font-medium text-primary hover:underline" onClick={() => open(r._id)}>
                    {r.userName}
                  </button>
                )}
              </td>
              <td data-label="Role">{r.userType === 'user' ? 'Player' : roleLabel(r.userType)}</td>
              <PlCells row={r} />
              <td data-label="Statement" className="text-right">
                <Link
                  to={`${paths.reportStatements}?userId=${r._id}&userName=${encodeURIComponent(r.userName)}`}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  Statement
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Pager info={data} onPage={filters.setPage} />
    </Page>
  );
}
