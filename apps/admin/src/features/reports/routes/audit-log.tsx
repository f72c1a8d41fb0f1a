import { Fragment, useState } from 'react';
import { formatDateTime, roleLabel } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SelectField, TextField } from '../../../components/ui/fields';
import { TableCard } from '../../../components/ui/table-card';
import { useAuditLog } from '../api/get-audit-log';
import { auditActionLabel } from '../lib/audit-actions';
import { AuditAction } from '../components/audit-action';
import { ChangeView } from '../components/change-view';
import { RangeFields } from '../components/range-fields';
import { defaultRange, PAGE_SIZE } from '../lib/use-report-filters';

/** Target kinds the server records (a filter narrows to one). */
const TARGET_TYPES = [
  'user',
  'bet',
  'market',
  'deposit_request',
  'withdraw_request',
  'payment_method',
  'bonus_offer',
  'complaint',
  'broadcast',
  'app_config',
  'live',
];
const TARGET_OPTIONS = [{ value: '', label: 'Any target' }, ...TARGET_TYPES.map((t) => ({ value: t, label: t.replace('_', ' ') }))];
/** Common actions and their prefixes, offered as the action box is typed in (any text works). */
const ACTION_HINTS = [
  { value: 'bet.void', label: auditActionLabel('bet.void') },
  { value: 'market.result.', label: 'Any result action' },
  { value: 'user.', label: 'Any account action' },
  { value: 'user.modified', label: auditActionLabel('user.modified') },
  { value: 'user.created', label: auditActionLabel('user.created') },
  { value: 'deposit', label: 'Any deposit action' },
  { value: 'withdraw', label: 'Any withdrawal action' },
  { value: 'bonus_offer.', label: 'Any bonus offer action' },
  { value: 'notification.', label: 'Any news letter action' },
];

/**
 * The audit log: who did what, when, before and after, for actions by your downline's staff
 * and about your downline's accounts and bets (the administrator sees every row, the
 * settlement job's included). A row opens to its before and after, field by field.
 */
export function AuditLogRoute() {
  const [range, setRange] = useState(defaultRange);
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState('');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const typed = useDebounced({ actor: actor.trim(), action: action.trim() });
  const list = useAuditLog({
    page,
    limit: PAGE_SIZE,
    ...range,
    sortOrder: order,
    ...(typed.actor ? { actor: typed.actor } : {}),
    ...(typed.action ? { action: typed.action } : {}),
    ...(targetType ? { targetType } : {}),
  });
  const rows = list.data?.docs ?? [];
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Page title="Audit log" description="Every staff action in your downline: who, what, when, before and after. Dates are India days.">
      <div className="card grid grid-cols-2 gap-3 p-4 md:grid-cols-3 lg:grid-cols-6">
        <RangeFields
          range={range}
          onChange={(next) => {
            setRange((r) => ({ ...r, ...next }));
            setPage(1);
          }}
        />
        <TextField label="Actor" value={actor} onValueChange={reset(setActor)} placeholder="User name" maxLength={64} />
        <TextField
          label="Action"
          value={action}
          onValueChange={reset(setAction)}
          placeholder="e.g. bet.void"
          list="audit-actions"
          maxLength={100}
        />
        <datalist id="audit-actions">
          {ACTION_HINTS.map((a) => (
            <option key={a.value} value={a.value} label={a.label ?? undefined} />
          ))}
        </datalist>
        <SelectField label="Target" value={targetType} onValueChange={reset(setTargetType)} options={TARGET_OPTIONS} />
        <SelectField
          label="Order"
          value={order}
          onValueChange={(v) => reset(setOrder)(v === 'asc' ? 'asc' : 'desc')}
          options={[
            { value: 'desc', label: 'Newest first' },
            { value: 'asc', label: 'Oldest first' },
          ]}
        />
      </div>
      <TableCard
        query={list}
        isEmpty={rows.length === 0}
        emptyText="No audited action matches in this range."
        tableClassName="md:min-w-[56rem]"
      >
        <thead>
          <tr>
            <th>When</th>
            <th>Actor</th>
            <th>Action</th>
            <th>Target</th>
            <th>IP</th>
            <th className="text-right">Before / after</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const isOpen = opened === r._id;
            return (
              <Fragment key={r._id}>
                <tr>
                  <td data-label="When" className="whitespace-nowrap">
                    {formatDateTime(r.createdAt)}
                  </td>
                  <td data-label="Actor">
                    {r.actor ? (
                      <span className="text-right md:text-left">
                        <span className="block font-medium">{r.actor.userName}</span>
                        <span className="block text-xs text-muted">
                          {r.actor.userType === 'user' ? 'Player' : roleLabel(r.actor.userType)}
                        </span>
                        {r.viaLogin ? <span className="block text-xs text-muted">via login {r.viaLogin}</span> : null}
                      </span>
                    ) : (
                      <span className="text-muted">System</span>
                    )}
                  </td>
                  <td data-label="Action">
                    <AuditAction action={r.action} />
                  </td>
                  <td data-label="Target">
                    <span className="block min-w-0 text-right md:text-left">
                      <span className="block text-xs text-muted">{r.targetType.replace('_', ' ')}</span>
                      <span className="block max-w-56 truncate font-medium" title={r.targetId ?? undefined}>
                        {r.targetName ?? r.targetId ?? '—'}
                      </span>
                    </span>
                  </td>
                  <td data-label="IP" className="text-xs text-muted">
                    {r.ip ?? '—'}
                  </td>
                  <td data-label="Before / after" className="text-right">
                    <button
                      type="button"
                      className="btn btn-ghost min-h-8 px-3"
                      aria-expanded={isOpen}
                      onClick={() => setOpened(isOpen ? null : r._id)}
                    >
                      {isOpen ? 'Hide' : 'Show'}
                    </button>
                  </td>
                </tr>
                {isOpen ? (
                  <tr>
                    <td colSpan={6} className="bg-surface-2">
                      <ChangeView before={r.before} after={r.after} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </TableCard>
      <Pager info={list.data} onPage={setPage} />
    </Page>
  );
}
