import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Reconciliation } from '@backlay/contract';
import { paths } from '../../../config/paths';
import { visibleNavigation } from '../../../components/layout/sidebar';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { CasinoReconciliationRoute, ROUNDS_PAGE_SIZE } from './casino-reconciliation';

resetBetweenTests();

const figures = (debits: number, credits: number, rollbacks: number, transactions: number) => ({
  debits,
  credits,
  rollbacks,
  net: Math.round((debits - credits - rollbacks) * 100) / 100,
  transactions,
});

const report: Reconciliation = {
  from: '2026-11-14T18:30:00.000Z',
  to: '2026-11-21T18:30:00.000Z',
  providers: [
    { providerId: 'p1', providerCode: 'backlay-originals', providerName: 'Backlay Originals', rounds: 3, ...figures(150, 250, 20, 5) },
    { providerId: 'p2', providerCode: 'acme', providerName: 'Acme Live', rounds: 1, ...figures(1000.1, 0.2, 0, 2) },
  ],
  rounds: [
    {
      _id: 'r1',
      roundId: 'crash-1042',
      providerId: 'p1',
      providerName: 'Backlay Originals',
      gameCode: 'crash',
      userId: 'u1',
      userName: 'player1',
      status: 'settled',
      ...figures(100, 250, 0, 2),
    },
    {
      _id: 'r2',
      roundId: 'slot-77',
      providerId: 'p1',
      providerName: 'Backlay Originals',
      gameCode: 'fruit-line',
      userId: 'u2',
      userName: 'player2',
      status: 'cancelled',
      ...figures(20, 0, 20, 2),
    },
  ],
};

describe('casino reconciliation screen', () => {
  it('is in the console for the administrator and a white label only', () => {
    const entries = (role: Parameters<typeof visibleNavigation>[0]) => visibleNavigation(role).flatMap((s) => s.entries.map((e) => e.path));
    expect(entries('administrator')).toContain(paths.casinoReconciliation);
    expect(entries('whiteLabel')).toContain(paths.casinoReconciliation);
    expect(entries('master')).not.toContain(paths.casinoReconciliation);
  });

  it('shows the totals per provider (with their sum) and the rounds, and narrows to a provider or a round', async () => {
    signInAs('administrator');
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/administrator/casino/reconciliation?')
        ? { body: { ...paged(report.rounds, 1, ROUNDS_PAGE_SIZE, 40), docs: report } }
        : undefined,
    );
    renderWithProviders(<CasinoReconciliationRoute />);

    const byProvider = await screen.findByRole('region', { name: 'By provider' });
    const originals = (await within(byProvider).findByRole('button', { name: 'Backlay Originals' })).closest('tr')!;
    expect([...originals.querySelectorAll('td.num')].map((td) => td.textContent)).toEqual([
      '3',
      '5',
      '150.00',
      '250.00',
      '20.00',
      '-120.00',
    ]);
    // The sum of both providers, added in paise (no float dust).
    const all = within(byProvider).getByText('All providers').closest('tr')!;
    expect([...all.querySelectorAll('td.num')].map((td) => td.textContent)).toEqual(['4', '7', '1,150.10', '250.20', '20.00', '879.90']);

    const byRound = screen.getByRole('region', { name: 'By round' });
    const cancelled = within(byRound).getByText('slot-77').closest('tr')!;
    expect(within(cancelled).getByText('cancelled')).toBeTruthy();
    expect(within(cancelled).getByText('player2')).toBeTruthy();
    expect(screen.getByText('Showing 1–25 of 40')).toBeTruthy();

    fireEvent.click(within(byProvider).getByRole('button', { name: 'Backlay Originals' }));
    await waitFor(() => expect(callsOf(fetchMock).at(-1)!.url).toContain('providerId=p1'));
    expect(screen.getByRole('button', { name: /Provider: Backlay Originals/ })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Provider round id'), { target: { value: ' crash-1042 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(callsOf(fetchMock).at(-1)!.url).toContain('roundId=crash-1042'));
    const last = new URL(callsOf(fetchMock).at(-1)!.url, 'http://x');
    expect(last.searchParams.get('providerId')).toBe('p1');
    expect(last.searchParams.get('page')).toBe('1');
    expect(last.searchParams.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    fireEvent.click(screen.getByRole('button', { name: /Provider: Backlay Originals/ }));
    await waitFor(() => expect(callsOf(fetchMock).at(-1)!.url).not.toContain('providerId'));
  });

  it("says so when the range has no transactions, and shows the server's message on failure", async () => {
    signInAs('whiteLabel');
    let fail = false;
    stubFetch((url) => {
      if (!url.startsWith('/api/whiteLabel/casino/reconciliation?')) return undefined;
      if (fail) return { status: 400, body: { code: 'BAD_REQUEST', message: 'endDate is before startDate' } };
      return { body: { ...paged([], 1, ROUNDS_PAGE_SIZE), docs: { ...report, providers: [], rounds: [] } } };
    });
    renderWithProviders(<CasinoReconciliationRoute />);
    expect(await screen.findByText('No casino transactions in this range.')).toBeTruthy();
    expect(screen.getByText('No rounds match.')).toBeTruthy();

    fail = true;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    expect(await screen.findByText('endDate is before startDate')).toBeTruthy();
  });
});
