import { useState } from 'react';
import { toast } from 'sonner';
import type { StaffUser, StaffUsersQuery } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { formatDateTime, roleLabel } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { Dialog } from '../../../components/ui/dialog';
import { ListState, Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
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
 * Refresh user and log a user out (money-and-content §2 administrator entries): the
 * administrator's screen (Refresh user is its alone, §6; the sidebar and the role gate follow the
 * contract's access rule). Find the account anywhere below, then reload its open screens or end
 * its sessions. Other staff log a downline account out from Hierarchy > Users.
 */
export function UserRefreshRoute() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ by: SortKey; order: 'asc' | 'desc' }>({ by: 'userName', order: 'asc' });
  const [acting, setActing] = useState<Action | null>(null);
  const settled = useDebounced(search.trim());
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
  const onSort = (by: SortKey) => {
    setSort((s) => ({ by, order: s.by === by && s.order === 'asc' ? 'desc' : 'asc' }));
    setPage(1);
  };

  return (
    <Page
      title="Refresh or log out a user"
      description="Accounts anywhere in your downline. Refresh reloads their open screens; log out ends their sessions."
    >
      <SearchBox
        value={search}
        onValueChange={(v) => {
          setSearch(v);
          setPage(1);
        }}
        label="Search user name"
      />
      <div className="card overflow-x-auto">
        <table className="data-table stacked md:min-w-[44rem]">
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
                    <button
                      type="button"
                      className="btn btn-ghost min-h-9 px-3"
                      onClick={() => setActing({ kind: 'refresh', user: u })}
                      aria-label={`Refresh ${u.userName}`}
                    >
                      Refresh
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost min-h-9 px-3 text-danger"
                      onClick={() => setActing({ kind: 'logout', user: u })}
                      aria-label={`Log ${u.userName} out`}
                    >
                      Log out
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListState
          isLoading={list.isLoading}
          error={list.error}
          isEmpty={rows.length === 0}
          emptyText={settled ? 'No user matches this search.' : 'No accounts in your downline yet.'}
          onRetry={() => void list.refetch()}
        />
      </div>
      <Pager info={list.data} onPage={setPage} />
      {acting ? <ConfirmAction action={acting} onClose={() => setActing(null)} /> : null}
    </Page>
  );
}
