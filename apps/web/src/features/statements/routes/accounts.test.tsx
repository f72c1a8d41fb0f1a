import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { istDayOf } from '@backlay/domain';
import type { Statement, WalletMovement } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { AccountsRoute } from './accounts';

function movement(patch: Partial<WalletMovement> & Pick<WalletMovement, '_id'>): WalletMovement {
  return {
    createdAt: '2026-11-20T08:00:00.000Z',
    kind: 'deposit',
    category: 'depositWithdraw',
    description: 'Deposit',
    remarks: '',
    credit: 0,
    debit: 0,
    balance: 0,
    eventName: null,
    marketName: null,
    ...patch,
  };
}

function statement(docs: WalletMovement[], patch: Partial<Statement> = {}): Statement {
  return {
    docs,
    limit: 20,
    nextPage: false,
    nextPageNumber: null,
    previousPage: false,
    previousPageNumber: null,
    showingFrom: docs.length ? 1 : 0,
    showingTo: docs.length,
    totalDocs: docs.length,
    totalPages: 1,
    openingBalance: 250,
    closingBalance: 1_150,
    startDate: '2026-11-16',
    endDate: '2026-11-22',
    ...patch,
  };
}

const rows = [
  movement({ _id: 'e2', kind: 'withdraw_payout', description: 'Withdrawal', debit: 600, balance: 1_150, remarks: 'paid' }),
  movement({ _id: 'e1', description: 'Deposit', credit: 1_500, balance: 1_750 }),
];

resetSessionBetweenTests();

describe('/accounts', () => {
  it('asks for the last 7 days with every category, and shows balances and rows', async () => {
    const queries: URLSearchParams[] = [];
    stubApi((path, url) => {
      if (path !== '/api/user/accountStatement') return undefined;
      queries.push(url.searchParams);
      return { body: url.searchParams.get('filter') === 'sportsBook' ? statement([]) : statement(rows) };
    });
    act(() => signInPlayer());
    await renderInShell(<AccountsRoute />, { path: '/accounts' });
    expect(await screen.findByTestId('closing-balance')).toBeTruthy();
    expect(screen.getByTestId('opening-balance').textContent).toBe('₹250.00');
    expect(screen.getByTestId('closing-balance').textContent).toBe('₹1,150.00');
    const q = queries[0]!;
    expect([q.get('filter'), q.get('page'), q.get('limit'), q.get('endDate')]).toEqual(['all', '1', '20', istDayOf(new Date())]);
    // Cards (phones) and table rows (desktop) both render; CSS shows one of them.
    expect(screen.getAllByTestId('statement-row')).toHaveLength(4);
    expect(screen.getAllByText('-₹600.00')).toHaveLength(1);
    expect(screen.getAllByText('+₹1,500.00')).toHaveLength(1);

    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'sportsBook' } });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    await waitFor(() => expect(queries.at(-1)!.get('filter')).toBe('sportsBook'));
  });
});
