import { useState } from 'react';
import { STAFF_PERMISSIONS, type MultiLogin } from '@backlay/contract';
import { Page } from '../../../components/ui/page';
import { formatDateTime } from '../../../lib/format';
import { useMultiLogins } from '../api/multi-logins';
import { LoginDialog, type LoginDialogMode } from '../components/login-dialog';
import { StatusBadge } from '../../../components/ui/status-badge';
import { CodeLockBadge } from '../../../components/ui/code-lock-badge';
import { TableCard } from '../../../components/ui/table-card';

const PERMISSION_SHORT: Record<string, string> = {
  users: 'Users',
  points: 'Points',
  money: 'Money',
  bets: 'Bets',
  markets: 'Markets',
  reports: 'Reports',
  sites: 'Sites',
};

function PermissionChips({ login }: { login: MultiLogin }) {
  if (login.permissions.length === 0) return <span className="text-sm text-muted">Dashboard only</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {STAFF_PERMISSIONS.filter((p) => login.permissions.includes(p)).map((p) => (
        <span key={p} className="rounded bg-surface-2 px-1.5 py-0.5 text-xs font-semibold ring-1 ring-line">
          {PERMISSION_SHORT[p]}
        </span>
      ))}
    </span>
  );
}

/**
 * Multi Login Account: the account's employee logins, each signing in as the account with its
 * own name, password and permissions; every action it takes is audited with its name.
 */
export function MultiLoginRoute() {
  const list = useMultiLogins();
  const [dialog, setDialog] = useState<LoginDialogMode | null>(null);
  const rows = list.data?.docs ?? [];
  const act = (label: string, login: MultiLogin, mode: LoginDialogMode) => (
    <button type="button" className="btn btn-ghost min-h-9 px-3" onClick={() => setDialog(mode)} aria-label={`${label} ${login.userName}`}>
      {label}
    </button>
  );

  return (
    <Page
      title="Multi login"
      description="Logins for your employees: each signs in as your account with its own name and password, limited to its permissions."
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'create' })}>
          New login
        </button>
      }
    >
      <TableCard
        query={list}
        isEmpty={rows.length === 0}
        emptyText="No logins yet. Create one for each employee who works in the console for you."
        tableClassName="md:min-w-[52rem]"
      >
        <thead>
          <tr>
            <th>User name</th>
            <th>Permissions</th>
            <th>Status</th>
            <th>Last login</th>
            <th className="text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr key={l._id}>
              <td data-label="User name" className="font-medium">
                {l.userName}
              </td>
              <td data-label="Permissions">
                <PermissionChips login={l} />
              </td>
              <td data-label="Status">
                <span className="inline-flex flex-wrap justify-end gap-1 md:justify-start">
                  <StatusBadge status={l.locked ? 'locked' : 'on'} label={l.locked ? 'Locked' : 'Active'} />
                  {l.codeLockedUntil ? <CodeLockBadge lockedUntil={l.codeLockedUntil} /> : null}
                </span>
              </td>
              <td data-label="Last login" className="whitespace-nowrap text-sm">
                {l.lastLoginAt ? formatDateTime(l.lastLoginAt) : 'Never'}
              </td>
              <td data-label="Actions" className="text-right">
                <div className="inline-flex flex-wrap justify-end gap-2">
                  {act('Permissions', l, { kind: 'permissions', login: l })}
                  {act('Password', l, { kind: 'password', login: l })}
                  {act(l.locked ? 'Unlock' : 'Lock', l, { kind: 'lock', login: l })}
                  {act('Delete', l, { kind: 'delete', login: l })}
                  {l.codeLockedUntil ? act('Lift code lock', l, { kind: 'liftCodeLock', login: l }) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      {dialog ? <LoginDialog mode={dialog} onClose={() => setDialog(null)} /> : null}
    </Page>
  );
}
