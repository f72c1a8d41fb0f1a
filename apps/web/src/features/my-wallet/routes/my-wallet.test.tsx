import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Pts, TransactionList, WalletMovement, WithdrawRequest } from '@backlay/contract';
import { useUi } from '../../../lib/ui-store';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { MyWalletRoute } from './my-wallet';

const pts: Pts = {
  pts: 2_500,
  availablePts: 1_900,
  exposure: 0,
  casinoPts: 0,
  sportsPts: 0,
  thirdPartyPts: 0,
  creditPts: 0,
  bonusPts: 0,
};

const held = { _id: 'w1', amount: 600, status: 'pending', account: { name: 'Ravi Kumar' }, createdAt: '2026-11-21T09:30:00.000Z' };

/** Twelve movements, newest first: credits (deposits) on even rows, debits (withdrawals) on odd. */
const movements: WalletMovement[] = Array.from({ length: 12 }, (_, i) => ({
  _id: `j${i + 1}`,
  createdAt: `2026-11-${String(25 - i).padStart(2, '0')}T10:00:00.000Z`,
  kind: i % 2 === 0 ? 'deposit' : 'withdraw_payout',
  category: 'depositWithdraw',
  description: i % 2 === 0 ? `Deposit ${i + 1}` : `Withdrawal ${i + 1}`,
  remarks: '',
  credit: i % 2 === 0 ? 100 * (i + 1) : 0,
  debit: i % 2 === 0 ? 0 : 10 * (i + 1),
  balance: 5_000 - i,
  eventName: null,
  marketName: null,
}));

/** GET api/user/transaction paged and filtered as the server does. */
function answerTransactions(url: URL): TransactionList {
  const type = url.searchParams.get('type') ?? 'all';
  const page = Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  const rows = movements.filter((m) => type === 'all' || (type === 'credit' ? m.credit > 0 : m.debit > 0));
  const totalPages = Math.max(1, Math.ceil(rows.length / limit));
  return {
    docs: rows.slice((page - 1) * limit, page * limit),
    limit,
    nextPage: page < totalPages,
    nextPageNumber: page < totalPages ? page + 1 : null,
    previousPage: page > 1,
    previousPageNumber: page > 1 ? page - 1 : null,
    showingFrom: rows.length === 0 ? 0 : (page - 1) * limit + 1,
    showingTo: Math.min(rows.length, page * limit),
    totalDocs: rows.length,
    totalPages,
  };
}

function stubWallet() {
  const queries: string[] = [];
  stubApi((path, url) => {
    if (path === '/api/user/pts') return { body: { docs: pts } };
    if (path === '/api/user/withdraw') {
      const rows = url.searchParams.get('status') === 'pending' ? [held as unknown as WithdrawRequest] : [];
      return { body: { ...answerTransactions(new URL('http://x/?page=1&limit=20')), docs: rows, totalDocs: rows.length } };
    }
    if (path === '/api/user/transaction') {
      queries.push(url.searchParams.toString());
      return { body: answerTransactions(url) };
    }
    return undefined;
  });
  return { queries };
}

resetSessionBetweenTests();
beforeEach(() => useUi.setState({ moneySheet: null }));

describe('/my-wallet', () => {
  it('shows the balance, the held withdrawals and what is available', async () => {
    stubWallet();
    act(() => signInPlayer());
    await renderInShell(<MyWalletRoute />, { path: '/my-wallet' });
    await waitFor(() => expect(screen.getByTestId('wallet-available').textContent).toBe('₹1,900.00'));
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₹2,500.00');
    await waitFor(() => expect(screen.getByTestId('wallet-held').textContent).toBe('₹600.00'));
    const inProgress = screen.getByRole('region', { name: 'Withdrawals in progress' });
    expect(within(inProgress).getByText('Ravi Kumar')).toBeTruthy();
  });

  it('lists the points transactions, filtered to all, debit or credit, and paged', async () => {
    const { queries } = stubWallet();
    act(() => signInPlayer());
    await renderInShell(<MyWalletRoute />, { path: '/my-wallet' });
    const section = await screen.findByRole('region', { name: 'Points Transactions' });
    expect(await within(section).findByText('Showing 1–10 of 12')).toBeTruthy();
    expect(queries).toEqual(['type=all&page=1&limit=10']);
    const rows = within(section).getAllByTestId('wallet-transaction');
    expect(rows).toHaveLength(10);
    expect(rows[0]!.textContent).toContain('Deposit 1');
    expect(within(rows[0]!).getByText('+₹100.00').className).toMatch(/text-success/);
    expect(within(rows[1]!).getByText('-₹20.00').className).toMatch(/text-danger/);
    expect(rows[0]!.textContent).toContain('Balance ₹5,000.00');

    fireEvent.click(within(section).getByRole('button', { name: 'Next page' }));
    expect(await within(section).findByText('Showing 11–12 of 12')).toBeTruthy();
    expect(queries.at(-1)).toBe('type=all&page=2&limit=10');

    // A filter starts again from page 1.
    fireEvent.click(within(section).getByRole('radio', { name: 'Debit' }));
    expect(await within(section).findByText('Showing 1–6 of 6')).toBeTruthy();
    expect(queries.at(-1)).toBe('type=debit&page=1&limit=10');
    expect(within(section).getByRole('radio', { name: 'Debit' }).getAttribute('aria-checked')).toBe('true');
    expect(
      within(section)
        .getAllByTestId('wallet-transaction')
        .every((r) => r.textContent!.includes('Withdrawal')),
    ).toBe(true);

    fireEvent.click(within(section).getByRole('radio', { name: 'Credit' }));
    await waitFor(() => expect(queries.at(-1)).toBe('type=credit&page=1&limit=10'));
    await waitFor(() =>
      expect(
        within(section)
          .getAllByTestId('wallet-transaction')
          .every((r) => r.textContent!.includes('Deposit')),
      ).toBe(true),
    );
  });

  it('Deposit and Withdraw open their drawers over the wallet', async () => {
    stubWallet();
    act(() => signInPlayer());
    await renderInShell(<MyWalletRoute />, { path: '/my-wallet' });
    const deposit = await screen.findByRole('link', { name: 'Deposit' });
    expect(deposit.getAttribute('href')).toBe('/deposit');
    fireEvent.click(deposit);
    expect(useUi.getState().moneySheet).toBe('deposit');
    fireEvent.click(screen.getByRole('link', { name: 'Withdraw' }));
    expect(useUi.getState().moneySheet).toBe('withdraw');
  });
});
