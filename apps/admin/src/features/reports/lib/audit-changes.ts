/** One field of an audit row's before and after, as the viewer shows it. */
export interface ChangedField {
  key: string;
  before: string;
  after: string;
  changed: boolean;
}

const EMPTY = '—';

function show(value: unknown): string {
  if (value === undefined) return EMPTY;
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields of `before` and `after` side by side: the keys of both objects (before's order,
 * then after's new ones), each value as compact text; a value that is not an object is shown
 * as one field named "value". A field is marked changed when the action recorded it after and
 * its text differs from before (a field recorded only before is context, such as the bet a
 * void was about, not a change).
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  if (before == null && after == null) return [];
  const b = isRecord(before) ? before : before == null ? {} : { value: before };
  const a = isRecord(after) ? after : after == null ? {} : { value: after };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((key) => {
    const was = show(b[key]);
    const now = show(a[key]);
    return { key, before: was, after: now, changed: Object.hasOwn(a, key) && was !== now };
  });
}
