import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-changes';

describe('audit before and after', () => {
  it('lines up the fields of both sides and marks the ones the action changed', () => {
    expect(changedFields({ status: 'open', stake: 100, odd: 1.85 }, { status: 'deleted', stake: 100, remarks: 'error' })).toEqual([
      { key: 'status', before: 'open', after: 'deleted', changed: true },
      { key: 'stake', before: '100', after: '100', changed: false },
      // Recorded only before: the context of the action, not a change.
      { key: 'odd', before: '1.85', after: '—', changed: false },
      { key: 'remarks', before: '—', after: 'error', changed: true },
    ]);
  });

  it('shows nested values as compact JSON and plain values as one field', () => {
    expect(changedFields(null, { group: { betIds: ['b1'] } })).toEqual([
      { key: 'group', before: '—', after: '{"betIds":["b1"]}', changed: true },
    ]);
    expect(changedFields(true, false)).toEqual([{ key: 'value', before: 'true', after: 'false', changed: true }]);
    expect(changedFields(null, undefined)).toEqual([]);
  });
});
