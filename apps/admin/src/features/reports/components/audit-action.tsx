import { auditActionLabel } from '../lib/audit-actions';

/**
 * An audit row's action: its readable name with the raw key beneath (the key is what the Action
 * filter takes), or the raw key alone for an action this console has no name for.
 */
export function AuditAction({ action }: { action: string }) {
  const label = auditActionLabel(action);
  if (!label) {
    return (
      <code className="rounded bg-surface-2 px-1.5 py-0.5 text-xs break-all" title={`${action} (no readable name yet)`}>
        {action}
      </code>
    );
  }
  return (
    <span className="block min-w-0 text-right md:text-left" title={action}>
      <span className="block font-medium">{label}</span>
      <code className="block text-xs break-all text-muted">{action}</code>
    </span>
  );
}
