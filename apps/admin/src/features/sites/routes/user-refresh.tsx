import { useState } from 'react';
import { toast } from 'sonner';
import type { StaffUser, StaffUsersQuery } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { formatDateTime, roleLabel } from '../../../lib/format';
import { useListControls } from '../../../lib/use-list-controls';
import { Dialog } from '../../../components/ui/dialog';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { RowButton } from '../../../components/ui/row-button';
import { SearchBox } from '../../../components/ui/search-box';
import { TableCard } from '../../../components/ui/table-card';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useFindDownlineUsers } from '../api/find-downline-users';
import { useLogoutUser } from '../api/logout-user';
import { useRefreshUser } from '../api/refresh-user';
import { SortHeader } from '../../../components/ui/sort-header';

type Action = { kind: 'refresh' | 'logout'; user: StaffUser };
type SortKey = 'userName' | 'createdAt';

const COPY = {
  refresh: {
    title: (u: StaffUser) => `Refresh ${u.userName}?`,
    description: 'Every open screen of this account clears its caches and reloads. The account stays signed in.',
    button: 'Refresh screens',
    busy: 'Refreshing…',
  },
  logout: {
    title: (u: StaffUser) => `Log ${u.userName} out?`,
    description: 'Every session of this account ends now and its open screens sign out. It can sign in again.',
    button: 'Log out',
    busy: 'Logging out…',
  },
} as const;

function ConfirmAction({ action, onClose }: { action: Action; onClose(): void }) {
  const refresh = useRefreshUser();
  const logout = useLogoutUser();
  const [failure, setFailure] = useState<string | null>(null);
  const copy = COPY[action.kind];
  const isPending = refresh.isPending || logout.isPending;

  async function confirm() {
    setFailure(null);
    try {
      if (action.kind === 'refresh') {
        const res = await refresh.mutateAsync(action.user._id);
        toast.success(res.message ?? 'User Refreshed', { description: `${res.docs.sockets} open connections told to reload.` });
      } else {
        const res = await logout.mutateAsync(action.user._id);
        toast.success(res.message ?? 'User Logged Out', { description: `${res.docs.sessionsEnded} sessions ended.` });
      }
      onClose();
    } catch (err) {
      setFailure(parseApiError(err));
    }
  }

  return (
    <Dialog open onClose={onClose} title={copy.title(action.user)} description={copy.description}>
      <div className="flex flex-col gap-4 p-5">
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={`btn ${action.kind === 'logout' ? 'btn-danger' : 'btn-primary'}`}
            disabled={isPending}
            onClick={() => void confirm()}
          >
            {isPending ? copy.busy : copy.button}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * Refresh user and log a user out (docs/product.md §2 administrator entries): the
 * administrator's screen (Refresh user is its alone, §6; the sidebar and the role gate follow the
 * contract's access rule). Find the account anywhere below, then reload its open screens or end
 * its sessions. Other staff log a downline account out from Hierarchy > Users.
 */
export function UserRefreshRoute() {
  const { search, setSearch, settled, sort, onSort, page, setPage } = useListControls<SortKey>({ by: 'userName', order: 'asc' });
  const [acting, setActing] = useState<Action | null>(null);
  const query: StaffUsersQuery = {
    page,
    limit: 20,
    all: true,
    sortBy: sort.by,
    sortOrder: sort.order,
    ...(settled ? { search: settled } : {}),
  };
  const list = useFindDownlineUsers(query);
  const rows = list.data?.docs ?? [];

  return (
    <Page
      title="Refresh or log out a user"
      description="Accounts anywhere in your downline. Refresh reloads their open screens; log out ends their sessions."
    >
      <SearchBox value={search} onValueChange={setSearch} label="Search user name" />
      <TableCard
        query={list}
        isEmpty={rows.length === 0}
        emptyText={settled ? 'No user matches this search.' : 'No accounts in your downline yet.'}
        tableClassName="md:min-w-[44rem]"
      >
        <thead>
          <tr>
            <SortHeader label="User" by="userName" sort={sort} onSort={onSort} />
            <th>Role</th>
            <th>Upline</th>
            <th>Status</th>
            <SortHeader label="Created" by="createdAt" sort={sort} onSort={onSort} />
            <th className="text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((u) => (
            <tr key={u._id}>
              <td data-label="User" className="font-medium">
                {u.userName}
              </td>
              <td data-label="Role">{u.userType === 'user' ? 'Player' : roleLabel(u.userType)}</td>
              <td data-label="Upline">{u.parent?.userName ?? '—'}</td>
              <td data-label="Status">
                {u.blocked ? <StatusBadge status="rejected" label="Locked" /> : <StatusBadge status="on" label="Active" />}
              </td>
              <td data-label="Created" className="text-xs whitespace-nowrap">
                {formatDateTime(u.createdAt)}
              </td>
              <td data-label="Actions" className="text-right">
                <div className="inline-flex gap-2">
                  <RowButton label={`Refresh ${u.userName}`} onClick={() => setActing({ kind: 'refresh', user: u })}>
                    Refresh
                  </RowButton>
                  <RowButton label={`Log ${u.userName} out`} tone="danger" onClick={() => setActing({ kind: 'logout', user: u })}>
                    Log out
                  </RowButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Pager info={list.data} onPage={setPage} />
      {acting ? <ConfirmAction action={acting} onClose={() => setActing(null)} /> : null}
    </Page>
  );
}
