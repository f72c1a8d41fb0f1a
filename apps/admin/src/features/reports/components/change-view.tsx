import { changedFields } from '../lib/audit-changes';

/** Before and after of an audit row, field by field; the fields that changed are marked. */
export function ChangeView({ before, after }: { before: unknown; after: unknown }) {
  const fields = changedFields(before, after);
  if (fields.length === 0) return <p className="text-sm text-muted">Nothing was recorded before or after this action.</p>;
  return (
    <table className="w-full text-left text-xs" aria-label="Before and after">
      <thead>
        <tr className="text-muted uppercase">
          <th className="py-1 pr-3 font-semibold">Field</th>
          <th className="py-1 pr-3 font-semibold">Before</th>
          <th className="py-1 font-semibold">After</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
          <tr key={f.key} className={f.changed ? 'bg-amber-50' : ''}>
            <th scope="row" className="py-1 pr-3 align-top font-medium">
              {f.key}
              {f.changed ? <span className="sr-only"> (changed)</span> : null}
            </th>
            <td className="max-w-80 py-1 pr-3 align-top font-mono break-all text-muted">{f.before}</td>
            <td className="max-w-80 py-1 align-top font-mono break-all">{f.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
