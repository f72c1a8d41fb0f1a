import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { AuditLogRoute } from './audit-log';

resetBetweenTests();

function row(over: Record<string, unknown> = {}) {
  return {
    _id: 'a1',
    createdAt: '2026-11-20T10:00:00.000Z',
    actor: null,
    action: 'market.result.settle',
    targetType: 'market',
    targetId: 'm1',
    targetName: null,
    before: null,
    after: { bets: 12 },
    ip: null,
    viaLogin: null,
    ...over,
  };
}

describe('audit log', () => {
  it('shows each known action by its readable name with the raw key beneath, and an unknown one by its key', async () => {
    signInAs('administrator');
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/administrator/audit?')
        ? {
            body: {
              ...paged([
                row(),
                row({
                  _id: 'a2',
                  action: 'bet.void',
                  actor: { _id: 'u1', userName: 'administrator', userType: 'administrator' },
                  targetType: 'bet',
                }),
                row({ _id: 'a3', action: 'widget.frobbed', targetType: 'widget' }),
              ]),
              startDate: '2026-11-20',
              endDate: '2026-11-20',
            },
          }
        : undefined,
    );
    renderWithProviders(<AuditLogRoute />);

    const settled = await screen.findByText('Result settled (chunk)');
    const settledCell = settled.closest('td')!;
    expect(within(settledCell).getByText('market.result.settle')).toBeTruthy();
    expect(settledCell.querySelector('[title="market.result.settle"]')).not.toBeNull();
    expect(screen.getByText('Bets voided')).toBeTruthy();

    // No name for it: the raw key is the text, with a tooltip saying so.
    const unknown = screen.getByText('widget.frobbed');
    expect(unknown.tagName).toBe('CODE');
    expect(unknown.getAttribute('title')).toBe('widget.frobbed (no readable name yet)');
    expect(unknown.closest('td')!.textContent).toBe('widget.frobbed');

    expect(callsOf(fetchMock)).toHaveLength(1);
  });

  it('offers the action filter its hints with their names', async () => {
    signInAs('administrator');
    stubFetch(() => ({ body: { ...paged([]), startDate: '2026-11-20', endDate: '2026-11-20' } }));
    renderWithProviders(<AuditLogRoute />);
    expect(await screen.findByText('No audited action matches in this range.')).toBeTruthy();
    const hints = [...document.querySelectorAll('datalist#audit-actions option')].map((o) => [
      o.getAttribute('value'),
      o.getAttribute('label'),
    ]);
    expect(hints).toContainEqual(['bet.void', 'Bets voided']);
    expect(hints).toContainEqual(['market.result.', 'Any result action']);
  });
});
