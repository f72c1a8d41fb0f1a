import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { STATEMENT_FILTERS, type StatementFilter } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { formatDateTime, roleLabel } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/fields';
import { TableCard } from '../../../components/ui/table-card';
import { useAccountStatement } from '../api/get-account-statement';
import { useFindDownlineUsers } from '../api/find-downline-users';
import { Totals } from '../components/figures';
import { RangeFields } from '../components/range-fields';
import { defaultRange, PAGE_SIZE } from '../lib/use-report-filters';

const FILTER_LABELS: Record<StatementFilter, string> = {
  all: 'All',
  depositWithdraw: 'Deposit / withdraw',
  bettingPl: 'Betting P/L',
  sportsBook: 'Sports book',
};
const FILTER_OPTIONS = STATEMENT_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] }));

/** Finds a downline account by name; picking it opens its statement. */
function AccountPicker({ onPick }: { onPick(user: { id: string; name: string }): void }) {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const found = useFindDownlineUsers(settled);
  const users = found.data?.docs ?? [];
  return (
    <div className="flex flex-col gap-2">
      <SearchBox value={search} onValueChange={setSearch} label="Find an account of your downline" />
      {settled ? (
        <ul className="card divide-y divide-line sm:max-w-md" aria-label="Matching accounts">
          {users.map((u) => (
            <li key={u._id}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-surface-2"
                onClick={() => {
                  onPick({ id: u._id, name: u.userName });
                  setSearch('');
                }}
              >
                <span className="font-medium">{u.userName}</span>
                <span className="text-xs text-muted">
                  {u.userType === 'user' ? 'Player' : roleLabel(u.userType)} · {formatAmount(u.pts)}
                </span>
              </button>
            </li>
          ))}
          {found.isSuccess && users.length === 0 ? <li className="px-3 py-2 text-sm text-muted">No account matches.</li> : null}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The account statement of one downline account (GET api/{role}/accountStatement with userId):
 * every ledger movement of its wallet over India days with the balance after each, the opening
 * and closing balance, filtered by category. The account comes from the picker or a report's link.
 */
export function StatementsRoute() {
  const [params, setParams] = useSearchParams();
  const userId = params.get('userId');
  const userName = params.get('userName') ?? '';
  const [range, setRange] = useState(defaultRange);
  const [filter, setFilter] = useState<StatementFilter>('all');
  const [page, setPage] = useState(1);
  const statement = useAccountStatement(userId ? { userId, page, limit: PAGE_SIZE, filter, ...range } : null);
  const data = statement.data;
  const rows = data?.docs ?? [];

  return (
    <Page title="Account statements" description="Every movement of a downline account's points, from the ledger. Dates are India days.">
      <AccountPicker
        onPick={(u) => {
          setParams({ userId: u.id, userName: u.name });
          setPage(1);
        }}
      />
      {userId ? (
        <>
          <div className="card grid grid-cols-2 gap-3 p-4 md:grid-cols-4">
            <div className="col-span-2 flex flex-col justify-end md:col-span-1">
              <span className="text-xs text-muted uppercase">Account</span>
              <span className="text-lg font-bold">{userName || userId}</span>
            </div>
            <RangeFields
              range={range}
              onChange={(next) => {
                setRange((r) => ({ ...r, ...next }));
                setPage(1);
              }}
            />
            <SelectField
              label="Show"
              value={filter}
              onValueChange={(v) => {
                setFilter(v as StatementFilter);
                setPage(1);
              }}
              options={FILTER_OPTIONS}
            />
          </div>
          {data ? (
            <Totals
              label="Balances"
              items={[
                { label: 'Opening balance', value: formatAmount(data.openingBalance) },
                { label: 'Closing balance', value: formatAmount(data.closingBalance) },
              ]}
            />
          ) : null}
          <TableCard
            query={statement}
            isEmpty={rows.length === 0}
            emptyText="No movements in this range."
            tableClassName="md:min-w-[52rem]"
          >
            <thead>
              <tr>
                <th>Date</th>
                <th>Description</th>
                <th>Remarks</th>
                <th className="num">Credit</th>
                <th className="num">Debit</th>
                <th className="num">Balance</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m._id}>
                  <td data-label="Date" className="whitespace-nowrap">
                    {formatDateTime(m.createdAt)}
                  </td>
                  <td data-label="Description">{m.description}</td>
                  <td data-label="Remarks" className="max-w-56 text-muted">
                    {m.remarks || '—'}
                  </td>
                  <td data-label="Credit" className="num text-success">
                    {m.credit ? formatAmount(m.credit) : '—'}
                  </td>
                  <td data-label="Debit" className="num text-danger">
                    {m.debit ? formatAmount(m.debit) : '—'}
                  </td>
                  <td data-label="Balance" className="num font-semibold">
                    {formatAmount(m.balance)}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableCard>
          <Pager info={data} onPage={setPage} />
        </>
      ) : (
        <p className="card p-6 text-sm text-muted">Find an account above, or open one from the P/L by user report.</p>
      )}
    </Page>
  );
}
