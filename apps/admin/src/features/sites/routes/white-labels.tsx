import { useState } from 'react';
import { Link } from 'react-router';
import type { WHITE_LABEL_SORTS, WhiteLabelSummary, WhiteLabelsQuery } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useListControls } from '../../../lib/use-list-controls';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { RowButton } from '../../../components/ui/row-button';
import { SearchBox } from '../../../components/ui/search-box';
import { TableCard } from '../../../components/ui/table-card';
import { useWhiteLabels } from '../api/get-white-labels';
import { SiteTypeBadge } from '../components/site-type-badge';
import { SiteTypeFilter, type SiteTypeFilterValue } from '../components/site-type-filter';
import { SortHeader } from '../../../components/ui/sort-header';
import { WhiteLabelDialog } from '../components/white-label-dialog';

type SortKey = (typeof WHITE_LABEL_SORTS)[number];
const PAGE_SIZE = 20;

/** Day on one line and time under it (keeps the column narrow). */
function CreatedAt({ iso }: { iso: string }) {
  const [day, time] = formatDateTime(iso).split(', ');
  return (
    <span className="whitespace-nowrap">
      {day}
      {time ? <span className="block text-muted">{time}</span> : null}
    </span>
  );
}

/**
 * Modify All WhiteLabel (administrator): every brand with its domains, account counts, WhatsApp
 * contacts, Refer and Earn and demo points; a new brand; each brand's edit, domains and theme.
 */
export function WhiteLabelsRoute() {
  // A newly picked column starts newest / largest first, except names (A to Z).
  const { search, setSearch, settled, sort, onSort, page, setPage } = useListControls<SortKey>({ by: 'createdAt', order: 'asc' }, (by) =>
    by === 'name' ? 'asc' : 'desc',
  );
  const [type, setType] = useState<SiteTypeFilterValue>('all');
  const [editing, setEditing] = useState<{ whiteLabel: WhiteLabelSummary | null } | null>(null);
  const query: WhiteLabelsQuery = {
    page,
    limit: PAGE_SIZE,
    sortBy: sort.by,
    sortOrder: sort.order,
    ...(settled ? { search: settled } : {}),
    ...(type !== 'all' ? { type } : {}),
  };
  const list = useWhiteLabels(query);
  const rows = list.data?.docs ?? [];

  return (
    <Page
      title="White labels"
      description="Every brand of the platform. Each one has its own domains, theme, payment methods and staff."
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ whiteLabel: null })}>
          New white label
        </button>
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={search} onValueChange={setSearch} label="Search name or domain" />
        <SiteTypeFilter
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
        />
      </div>
      <TableCard
        query={list}
        isEmpty={rows.length === 0}
        emptyText={settled ? 'No white label matches this search.' : 'No white labels yet.'}
        tableClassName="md:min-w-[48rem]"
      >
        <thead>
          <tr>
            <SortHeader label="White label" by="name" sort={sort} onSort={onSort} />
            <th>Domains</th>
            <SortHeader label="Players" by="players" sort={sort} onSort={onSort} className="num" />
            <th className="num">Staff</th>
            <th>Settings</th>
            <SortHeader label="Created" by="createdAt" sort={sort} onSort={onSort} />
            <th className="text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((wl) => (
            <tr key={wl._id}>
              <td data-label="White label">
                <div className="text-right md:text-left">
                  <span className="block font-semibold">{wl.name}</span>
                  <SiteTypeBadge type={wl.type} />
                </div>
              </td>
              <td data-label="Domains">
                <ul className="text-right text-sm md:text-left">
                  {wl.domains.map((d, i) => (
                    <li key={d._id} className="break-all md:break-normal md:[overflow-wrap:anywhere]">
                      {d.host}
                      {i === 0 ? <span className="ml-1 text-xs whitespace-nowrap text-muted">(main)</span> : null}
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label="Players" className="num">
                {wl.players.toLocaleString('en-IN')}
              </td>
              <td data-label="Staff" className="num">
                {wl.staff.toLocaleString('en-IN')}
              </td>
              <td data-label="Settings" className="text-xs">
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-right md:text-left">
                  <dt className="text-muted">WhatsApp</dt>
                  <dd className="break-all md:break-normal" title="Deposit / withdraw">
                    <span className="md:block md:whitespace-nowrap">{wl.depositWhatsapp || '—'} /</span>{' '}
                    <span className="md:block md:whitespace-nowrap">{wl.withdrawWhatsapp || '—'}</span>
                  </dd>
                  <dt className="text-muted">Refer</dt>
                  <dd>{wl.referralMaxBonus > 0 ? `${wl.referralBonusPercent}% up to ₹${formatAmount(wl.referralMaxBonus)}` : 'Off'}</dd>
                  <dt className="text-muted">Demo</dt>
                  <dd>₹{formatAmount(wl.demoPoints)}</dd>
                  <dt className="text-muted">Matching</dt>
                  <dd>{wl.askedPriceOnly ? 'Asked price only' : 'Best price'}</dd>
                </dl>
              </td>
              <td data-label="Created" className="text-xs">
                <CreatedAt iso={wl.createdAt} />
              </td>
              <td data-label="Actions" className="text-right">
                <div className="inline-flex flex-wrap items-center justify-end gap-1 md:flex-col md:flex-nowrap md:items-end">
                  <RowButton label={`Edit ${wl.name}`} onClick={() => setEditing({ whiteLabel: wl })}>
                    Edit
                  </RowButton>
                  <Link
                    className="btn min-h-9 px-2 text-primary hover:underline"
                    to={`${paths.domains}?whiteLabel=${wl._id}`}
                    aria-label={`Domains of ${wl.name}`}
                  >
                    Domains
                  </Link>
                  <Link
                    className="btn min-h-9 px-2 text-primary hover:underline"
                    to={`${paths.themeEditor}?whiteLabel=${wl._id}`}
                    aria-label={`Theme of ${wl.name}`}
                  >
                    Theme
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Pager info={list.data} onPage={setPage} />
      {editing ? <WhiteLabelDialog whiteLabel={editing.whiteLabel} onClose={() => setEditing(null)} /> : null}
    </Page>
  );
}
