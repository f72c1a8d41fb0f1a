import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DOMAIN_SORTS, DomainsQuery, SiteDomain } from '@backlay/contract';
import { formatDateTime } from '../../../lib/format';
import { useListControls } from '../../../lib/use-list-controls';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { RowButton } from '../../../components/ui/row-button';
import { SearchBox } from '../../../components/ui/search-box';
import { TableCard } from '../../../components/ui/table-card';
import { useDomains } from '../api/get-domains';
import { useDeleteDomain } from '../api/delete-domain';
import { useWhiteLabels } from '../api/get-white-labels';
import { CodeConfirmDialog } from '../components/code-confirm-dialog';
import { DomainDialog } from '../components/domain-dialog';
import { SiteTypeBadge } from '../components/site-type-badge';
import { SiteTypeFilter, type SiteTypeFilterValue } from '../components/site-type-filter';
import { SortHeader } from '../../../components/ui/sort-header';
import { BOTTOM_BARS, DOMAIN_FEATURE_KEYS, DOMAIN_FEATURES } from '../lib/domain-features';

type SortKey = (typeof DOMAIN_SORTS)[number];
const PAGE_SIZE = 20;

/** The switches a domain has on, as short chips. */
function Switches({ d }: { d: SiteDomain }) {
  const on = DOMAIN_FEATURE_KEYS.filter((k) => d.features[k]).map((k) => DOMAIN_FEATURES[k].label);
  if (d.isDiamond) on.push('Diamond');
  if (d.isFuture9Switch) on.push('Future9');
  // The default bar (Sports) is no switch; another variant is.
  if (d.bottomBar !== 'sports') on.push(`Bar: ${BOTTOM_BARS[d.bottomBar].label}`);
  if (on.length === 0) return <span className="text-xs text-muted">None</span>;
  return (
    <span className="flex flex-wrap justify-end gap-1 md:justify-start">
      {on.map((label) => (
        <span key={label} className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-primary">
          {label}
        </span>
      ))}
    </span>
  );
}

/**
 * The table of branded sites (administrator): each host with its white label, type, desktop
 * host and feature switches; add, edit and remove (never a label's last domain).
 */
export function DomainsRoute() {
  const [params, setParams] = useSearchParams();
  const ofWhiteLabel = params.get('whiteLabel') ?? '';
  const { search, setSearch, settled, sort, onSort, page, setPage } = useListControls<SortKey>({ by: 'host', order: 'asc' });
  const [type, setType] = useState<SiteTypeFilterValue>('all');
  const [editing, setEditing] = useState<{ domain: SiteDomain | null } | null>(null);
  const [deleting, setDeleting] = useState<SiteDomain | null>(null);
  const query: DomainsQuery = {
    page,
    limit: PAGE_SIZE,
    sortBy: sort.by,
    sortOrder: sort.order,
    ...(settled ? { search: settled } : {}),
    ...(type !== 'all' ? { type } : {}),
    ...(ofWhiteLabel ? { ofWhiteLabel } : {}),
  };
  const list = useDomains(query);
  const labels = useWhiteLabels({ page: 1, limit: 200, sortBy: 'name', sortOrder: 'asc' });
  const remove = useDeleteDomain();
  const labelOptions = (labels.data?.docs ?? []).map((w) => ({ _id: w._id, name: w.name }));
  const rows = list.data?.docs ?? [];

  return (
    <Page
      title="Domains"
      description="Host names that serve each white label: the type of site, where desktop browsers go, and the site's switches."
      actions={
        <button type="button" className="btn btn-primary" disabled={labelOptions.length === 0} onClick={() => setEditing({ domain: null })}>
          Add domain
        </button>
      }
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox value={search} onValueChange={setSearch} label="Search host or white label" />
        <label className="flex min-w-0 items-center gap-2 text-sm">
          <span className="shrink-0 text-muted">White label</span>
          <select
            className="input min-w-48"
            value={ofWhiteLabel}
            onChange={(e) => {
              setParams(e.target.value ? { whiteLabel: e.target.value } : {});
              setPage(1);
            }}
          >
            <option value="">All white labels</option>
            {labelOptions.map((w) => (
              <option key={w._id} value={w._id}>
                {w.name}
              </option>
            ))}
          </select>
        </label>
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
        emptyText={settled ? 'No domain matches this search.' : 'No domains.'}
        tableClassName="md:min-w-[60rem]"
      >
        <thead>
          <tr>
            <SortHeader label="Host" by="host" sort={sort} onSort={onSort} />
            <th>White label</th>
            <th>Type</th>
            <th>Desktop host</th>
            <th>Switches on</th>
            <SortHeader label="Added" by="createdAt" sort={sort} onSort={onSort} />
            <th className="text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d._id}>
              <td data-label="Host" className="font-medium break-all md:break-normal md:whitespace-nowrap">
                {d.host}
              </td>
              <td data-label="White label">{d.whiteLabel.name}</td>
              <td data-label="Type">
                <SiteTypeBadge type={d.type} />
              </td>
              <td data-label="Desktop host" className="text-sm">
                {d.desktopHost ?? <span className="text-muted">—</span>}
              </td>
              <td data-label="Switches on" className="max-w-72">
                <Switches d={d} />
              </td>
              <td data-label="Added" className="text-xs whitespace-nowrap">
                {formatDateTime(d.createdAt)}
              </td>
              <td data-label="Actions" className="text-right">
                <div className="inline-flex gap-2">
                  <RowButton label={`Edit ${d.host}`} onClick={() => setEditing({ domain: d })}>
                    Edit
                  </RowButton>
                  <RowButton label={`Remove ${d.host}`} tone="danger" onClick={() => setDeleting(d)}>
                    Remove
                  </RowButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Pager info={list.data} onPage={setPage} />
      {editing ? (
        <DomainDialog
          domain={editing.domain}
          whiteLabels={labelOptions}
          defaultWhiteLabelId={ofWhiteLabel || undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <CodeConfirmDialog
          title={`Remove ${deleting.host}?`}
          description={`${deleting.whiteLabel.name} stops answering on this host. Its other domains keep working.`}
          confirmLabel="Remove domain"
          tone="danger"
          onConfirm={(transactionCode) => remove.mutateAsync({ domainId: deleting._id, transactionCode })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Page>
  );
}
