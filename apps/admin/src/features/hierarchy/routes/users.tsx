import { useState } from 'react';
import { routes, type StaffUser } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { useSession } from '../../../lib/session-store';
import { mayCall } from '../../../lib/staff-access';
import { formatDateTime, roleLabel } from '../../../lib/format';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { StatusBadge } from '../../../components/ui/status-badge';
import { CodeLockBadge } from '../../../components/ui/code-lock-badge';
import { useDownlineUsers } from '../api/get-downline-users';
import { CreateUserDialog } from '../components/create-user-dialog';
import { LiftCodeLockDialog } from '../components/lift-code-lock-dialog';
import { LoginLinkDialog } from '../components/login-link-dialog';
import { LogoutUserDialog } from '../components/logout-user-dialog';
import { ModifyUserDialog } from '../components/modify-user-dialog';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableCard } from '../../../components/ui/table-card';
import { TransferDialog } from '../components/transfer-dialog';
import { UserActions, type UserAction } from '../components/user-actions';
import { creatableRoles } from '../lib/user-forms';
import { useUserListFilters } from '../lib/use-user-list-filters';

function LockBadges({ user }: { user: StaffUser }) {
  const codeLocked = user.codeLockedUntil !== null || user.codeLockedLogins.length > 0;
  if (!user.blocked && !user.betLock && !codeLocked) return <StatusBadge status="on" label="Active" />;
  return (
    <span className="flex flex-wrap gap-1">
      {user.blocked ? <StatusBadge status="rejected" label={user.blockedByUpline ? 'Locked (upline)' : 'Locked'} /> : null}
      {user.betLock ? <StatusBadge status="suspended" label={user.betLockedByUpline ? 'Bet lock (upline)' : 'Bet lock'} /> : null}
      {user.codeLockedUntil ? <CodeLockBadge lockedUntil={user.codeLockedUntil} /> : null}
      {user.codeLockedLogins.map((l) => (
        <CodeLockBadge key={l._id} login={l.userName} lockedUntil={l.lockedUntil} />
      ))}
    </span>
  );
}

/**
 * The downline list: direct accounts or the whole subtree, searched by user name, sorted by
 * name, balance or creation, with Create user and each account's Credit/Debit, Modify and Log out
 * (and, for a player, a one-time Login link; for a transaction code lock, Lift code lock).
 */
export function UsersRoute() {
  const filters = useUserListFilters();
  const list = useDownlineUsers(filters.query);
  const role = useSession((s) => s.userType);
  const me = useSession((s) => s.userName);
  const roles = creatableRoles(role);
  const canCreate = roles.length > 0 && mayCall(routes.staffUsers.createStaffUser, role);
  const canTransfer = mayCall(routes.ledger.transferPts, role);
  const canIssueLink = mayCall(routes.entryLinks.issueDirectLogin, role);
  const canLiftCodeLock = mayCall(routes.staffUsers.liftAccountCodeLock, role);
  const [creating, setCreating] = useState(false);
  const [acting, setActing] = useState<{ user: StaffUser; action: UserAction } | null>(null);
  const rows = list.data?.docs ?? [];

  return (
    <Page
      title="Users"
      description="Accounts of your downline with their balances. Credit and debit apply to your direct downline."
      actions={
        canCreate ? (
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            Create user
          </button>
        ) : null
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={filters.search} onValueChange={filters.setSearch} label="Search user name" />
        <div role="radiogroup" aria-label="Scope" className="inline-flex rounded-lg border border-line p-0.5 text-sm">
          {[
            { value: false, label: 'Direct downline' },
            { value: true, label: 'Whole downline' },
          ].map((o) => (
            <button
              key={o.label}
              type="button"
              role="radio"
              aria-checked={filters.all === o.value}
              className={`rounded-md px-3 py-1.5 font-medium ${filters.all === o.value ? 'bg-primary text-white' : 'text-muted'}`}
              onClick={() => filters.setAll(o.value)}
            >
              {o.label}
            </button>
          ))}
        </div>
      </div>
      <TableCard
        query={list}
        isEmpty={rows.length === 0}
        emptyText={filters.query.search ? 'No user matches this search.' : 'No accounts in your downline yet.'}
        tableClassName="md:min-w-[60rem]"
      >
        <thead>
          <tr>
            <SortHeader label="User" by="userName" sort={filters.sort} onSort={filters.sortBy} />
            <th>Role</th>
            <th>Upline</th>
            <SortHeader label="Balance" by="balance" sort={filters.sort} onSort={filters.sortBy} className="num" />
            <th className="num">Exposure</th>
            <th className="num">Share / comm.</th>
            <SortHeader label="Created" by="createdAt" sort={filters.sort} onSort={filters.sortBy} />
            <th className="text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((u) => (
            <tr key={u._id}>
              <td data-label="User" className="font-medium">
                <div className="text-right md:text-left">
                  <span className="block">{u.userName}</span>
                  {u.fullName ? <span className="block text-xs text-muted">{u.fullName}</span> : null}
                  <span className="mt-1 block">
                    <LockBadges user={u} />
                  </span>
                </div>
              </td>
              <td data-label="Role">{u.userType === 'user' ? 'Player' : roleLabel(u.userType)}</td>
              <td data-label="Upline">{u.parent?.userName ?? '—'}</td>
              <td data-label="Balance" className="num">
                <div>
                  {formatAmount(u.pts)}
                  <span className="block text-xs text-muted">available {formatAmount(u.availablePts)}</span>
                </div>
              </td>
              <td data-label="Exposure" className={`num ${u.exposure > 0 ? 'text-danger' : 'text-muted'}`}>
                {formatAmount(u.exposure)}
              </td>
              <td data-label="Share / comm." className="num whitespace-nowrap">
                {u.partnership}% / {u.commission}%
              </td>
              <td data-label="Created" className="text-xs">
                {formatDateTime(u.createdAt)}
              </td>
              <td data-label="Actions">
                <UserActions
                  user={u}
                  isDirect={canTransfer && u.parent?.userName === me}
                  canIssueLink={canIssueLink}
                  canLiftCodeLock={canLiftCodeLock}
                  onAction={(action) => setActing({ user: u, action })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Pager info={list.data} onPage={filters.setPage} />
      {creating && role ? <CreateUserDialog roles={roles} callerRole={role} onClose={() => setCreating(false)} /> : null}
      {acting?.action === 'add' || acting?.action === 'subtract' ? (
        <TransferDialog user={acting.user} action={acting.action} onClose={() => setActing(null)} />
      ) : null}
      {acting?.action === 'modify' ? <ModifyUserDialog user={acting.user} onClose={() => setActing(null)} /> : null}
      {acting?.action === 'logout' ? <LogoutUserDialog user={acting.user} onClose={() => setActing(null)} /> : null}
      {acting?.action === 'loginLink' ? <LoginLinkDialog user={acting.user} onClose={() => setActing(null)} /> : null}
      {acting?.action === 'liftCodeLock' ? <LiftCodeLockDialog user={acting.user} onClose={() => setActing(null)} /> : null}
    </Page>
  );
}
