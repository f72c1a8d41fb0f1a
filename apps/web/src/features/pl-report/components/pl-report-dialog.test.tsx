import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_REPORT_DAYS, istDayOf } from '@backlay/domain';
import type { PlReport } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { PlReportDialog } from './pl-report-dialog';

const DAY = 86_400_000;

function report(patch: Partial<PlReport> = {}): PlReport {
  return {
    casino: [],
    exchange: [{ eventTypeId: '4', totalAmount: 2_000, totalWin: 300, totalLose: -500 }],
    deposit: [{ totalAmount: 1_500, totalBonus: 0 }],
    withdraw: [],
    totals: { casinoPl: 0, exchangePl: -200, depositWithdrawNet: 1_500, total: 1_300 },
    daily: [],
    ...patch,
  };
}

function stubReport(answer: PlReport | { status: number; message: string }) {
  const queries: URLSearchParams[] = [];
  stubApi((path, url) => {
    if (path !== '/api/user/game/report') return undefined;
    queries.push(url.searchParams);
    if ('status' in answer) return { status: answer.status, body: { code: 'FORBIDDEN', message: answer.message } };
    return { body: { docs: answer } };
  });
  return queries;
}

resetSessionBetweenTests();

describe('Profit And Loss Report modal', () => {
  it('asks for the last 7 days to today and shows each section, "no data found" when empty', async () => {
    const today = istDayOf(new Date());
    const queries = stubReport(report({ daily: [{ day: today, exchangePl: -200, casinoPl: 0, pl: -200 }] }));
    act(() => signInPlayer());
    await renderInShell(<PlReportDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Profit And Loss Report' });
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]!.get('endDate')).toBe(today);
    expect(queries[0]!.get('daily')).toBe('true');
    expect(queries[0]!.get('startDate')).toBe(istDayOf(new Date(Date.now() - (DEFAULT_REPORT_DAYS - 1) * DAY)));

    const section = (name: string) => within(dialog).getByTestId(`pl-section-${name}`);
    await waitFor(() => expect(section('casino').textContent).toContain('no data found'));
    expect(section('withdraw').textContent).toContain('no data found');
    expect(section('exchange').textContent).toContain('Cricket');
    expect(section('exchange').textContent).not.toContain('no data found');
    expect(section('deposit').textContent).toContain('₹1,500.00');
    expect(within(dialog).getByTestId('pl-total').textContent).toBe('₹1,300.00');
    // One bar per day of the range; today's loss is drawn below the zero line.
    const bars = within(dialog).getByTestId('pl-chart').querySelectorAll('rect');
    expect(bars).toHaveLength(DEFAULT_REPORT_DAYS);
    expect(bars[DEFAULT_REPORT_DAYS - 1]!.getAttribute('class')).toContain('fill-danger');
  });

  it('shows a casino line by its category with stakes, wins and losses, and the casino P/L', async () => {
    stubReport(
      report({
        casino: [{ gameCategory: 'crash', totalAmount: 650, totalWin: 140, totalLose: -550 }],
        totals: { casinoPl: -410, exchangePl: -200, depositWithdrawNet: 1_500, total: 890 },
      }),
    );
    act(() => signInPlayer());
    await renderInShell(<PlReportDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Profit And Loss Report' });
    const casino = await within(dialog).findByTestId('pl-section-casino');
    await waitFor(() => expect(casino.textContent).toContain('Crash Games'));
    expect(casino.textContent).not.toContain('no data found');
    expect(casino.textContent).toContain('650.00');
    expect(casino.textContent).toContain('140.00');
    expect(casino.textContent).toContain('550.00');
    expect(dialog.textContent).toContain('-₹410.00');
    expect(within(dialog).getByTestId('pl-total').textContent).toBe('₹890.00');
  });

  it('reads the range again when a date changes', async () => {
    const queries = stubReport(report());
    act(() => signInPlayer());
    await renderInShell(<PlReportDialog open onClose={() => {}} />);
    await waitFor(() => expect(queries).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]!.get('startDate')).toBe('2026-01-01');
  });

  it("shows the server's refusal (a demo account)", async () => {
    stubReport({ status: 403, message: 'This is your Demo Account, Please Login as Normal user' });
    act(() => signInPlayer());
    await renderInShell(<PlReportDialog open onClose={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This is your Demo Account, Please Login as Normal user');
  });
});
