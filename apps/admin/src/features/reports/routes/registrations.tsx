import { useState } from 'react';
import type { RegistrationsQuery } from '@backlay/contract';
import { formatDateTime } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { TextField } from '../../../components/ui/fields';
import { TableCard } from '../../../components/ui/table-card';
import { useRegistrations } from '../api/get-registrations';
import { PAGE_SIZE } from '../lib/use-report-filters';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Filters {
  startDate: string;
  endDate: string;
  utmSource: string;
  registrationSource: string;
  branch: string;
  referrer: string;
  search: string;
}
const NO_FILTERS: Filters = { startDate: '', endDate: '', utmSource: '', registrationSource: '', branch: '', referrer: '', search: '' };

/**
 * The filters as the call takes them: empty fields are left out; the Branch box takes a
 * branch's user name or the id a /branch/{branchId} link carries.
 */
export function registrationsQuery(f: Filters, page: number): RegistrationsQuery {
  const q: RegistrationsQuery = { page, limit: PAGE_SIZE };
  const put = (key: keyof RegistrationsQuery, v: string) => {
    const t = v.trim();
    if (t) Object.assign(q, { [key]: t });
  };
  put('startDate', f.startDate);
  put('endDate', f.endDate);
  put('utmSource', f.utmSource);
  put('registrationSource', f.registrationSource);
  put(UUID_RE.test(f.branch.trim()) ? 'branchId' : 'branch', f.branch);
  put('referrer', f.referrer);
  put('search', f.search);
  return q;
}

function Tag({ value }: { value: string | null }) {
  return value ? <code className="rounded bg-surface-2 px-1.5 py-0.5 text-xs">{value}</code> : <span className="text-muted">—</span>;
}

/**
 * Registrations: the downline's players who signed up through a tracked link
 * (/register/{utm_source}/{registration_Source}, /branch/{branchId}, /register-referrer/{code};
 * docs/product.md §2), with where each came from. Unlike the money reports there is no default
 * range: with no dates every tracked sign-up is listed, newest first (dates are India days).
 */
export function RegistrationsRoute() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  // Typed boxes wait for a pause; dates apply at once.
  const typed = useDebounced(filters);
  const list = useRegistrations(registrationsQuery({ ...typed, startDate: filters.startDate, endDate: filters.endDate }, page));
  const rows = list.data?.docs ?? [];
  const isFiltered = Object.values(filters).some((v) => v.trim() !== '');
  const set = (key: keyof Filters) => (v: string) => {
    setFilters((f) => ({ ...f, [key]: v }));
    setPage(1);
  };

  return (
    <Page
      title="Registrations"
      description="Players of your downline who signed up through a tracked link: UTM source, registration source, branch and referrer."
      actions={
        isFiltered ? (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setFilters(NO_FILTERS);
              setPage(1);
            }}
          >
            Clear filters
          </button>
        ) : null
      }
    >
      <div className="card grid grid-cols-2 gap-3 p-4 md:grid-cols-4">
        <TextField label="From" type="date" value={filters.startDate} max={filters.endDate || undefined} onValueChange={set('startDate')} />
        <TextField label="To" type="date" value={filters.endDate} min={filters.startDate || undefined} onValueChange={set('endDate')} />
        <TextField
          label="UTM source"
          value={filters.utmSource}
          onValueChange={set('utmSource')}
          placeholder="e.g. google"
          maxLength={128}
        />
        <TextField
          label="Registration source"
          value={filters.registrationSource}
          onValueChange={set('registrationSource')}
          placeholder="e.g. ads"
          maxLength={128}
        />
        <TextField label="Branch" value={filters.branch} onValueChange={set('branch')} placeholder="User name or id" maxLength={64} />
        <TextField label="Referrer" value={filters.referrer} onValueChange={set('referrer')} placeholder="User name" maxLength={64} />
        <TextField label="Player" value={filters.search} onValueChange={set('search')} placeholder="Search user name" maxLength={100} />
      </div>
      <TableCard
        query={list}
        isEmpty={rows.length === 0}
        emptyText={isFiltered ? 'No tracked sign-up matches these filters.' : 'No player has signed up through a tracked link yet.'}
        tableClassName="md:min-w-[56rem]"
      >
        <thead>
          <tr>
            <th>Player</th>
            <th>Signed up</th>
            <th>UTM source</th>
            <th>Registration source</th>
            <th>Branch</th>
            <th>Referrer</th>
            <th>Upline</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r._id}>
              <td data-label="Player" className="font-medium">
                {r.userName}
              </td>
              <td data-label="Signed up" className="whitespace-nowrap">
                {formatDateTime(r.createdAt)}
              </td>
              <td data-label="UTM source">
                <Tag value={r.utmSource} />
              </td>
              <td data-label="Registration source">
                <Tag value={r.registrationSource} />
              </td>
              <td data-label="Branch">
                {r.branchId ? <span title={r.branchId}>{r.branchUserName ?? r.branchId}</span> : <span className="text-muted">—</span>}
              </td>
              <td data-label="Referrer">{r.referrerUserName ?? <span className="text-muted">—</span>}</td>
              <td data-label="Upline">{r.parentUserName ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Pager info={list.data} onPage={setPage} />
    </Page>
  );
}
