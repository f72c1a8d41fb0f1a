import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@backlay/contract';
import { AUDIT_ACTION_LABELS, auditActionLabel } from './audit-actions';

describe('audit action labels', () => {
  it('names the actions the server writes', () => {
    expect(auditActionLabel('market.result.settle')).toBe('Result settled (chunk)');
    expect(auditActionLabel('market.result.declare')).toBe('Result declared');
    expect(auditActionLabel('bet.void')).toBe('Bets voided');
    expect(auditActionLabel('user.pts.add')).toBe('Points credited');
    expect(auditActionLabel('deposit.gateway.approved')).toBe('Gateway deposit approved');
    expect(auditActionLabel('user.2fa_secret_issued')).toBe('Secure Auth secret issued');
  });

  it('answers null for a key it does not know, prefixes and object keys included', () => {
    for (const key of ['widget.frobbed', 'market.result.', 'user.', '', 'toString', '__proto__', 'constructor']) {
      expect(auditActionLabel(key), key).toBeNull();
    }
  });

  it('gives every action its own non-empty label', () => {
    for (const action of AUDIT_ACTIONS) expect(auditActionLabel(action), action).not.toBeNull();
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    const labels = Object.values(AUDIT_ACTION_LABELS);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(new Set(labels).size).toBe(labels.length);
  });
});
