import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { LiveProvider } from '../../../lib/live/live-provider';
import type { FakeSocket } from '../../../lib/live/test/fake-socket';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { testDeposit, testPage, testWithdrawal } from '../test/fixtures';
import { TransactionRoute } from './transaction';

// The socket.io client is the edge we do not own: the test plays the server through a fake.
const sockets = vi.hoisted(() => ({ current: null as FakeSocket | null }));
vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('../../../lib/live/test/fake-socket');
  return {
    io: (opts: { auth: object }) => {
      sockets.current = new FakeSocket(opts.auth);
      return sockets.current;
    },
  };
});

const twelveDeposits = () =>
  Array.from({ length: 12 }, (_, i) =>
    testDeposit({ _id: `d${i + 1}`, amount: 1000 + i, utr: `90000000000${i % 10}`, status: i === 0 ? 'approved' : 'pending' }),
  );

/** Lists answered by page and status as the server pages them; withdrawals fail to load. */
function stubLists(deposits = twelveDeposits()) {
  const queries: string[] = [];
  const fetchMock = stubApi((path, url) => {
    if (path === '/api/user/deposit') {
      queries.push(`deposit ${url.search}`);
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const status = url.searchParams.get('status');
      const rows = deposits.filter((d) => status === 'all' || d.status === status);
      return { body: testPage(rows.slice((page - 1) * limit, page * limit), { page, limit, totalDocs: rows.length }) };
    }
    if (path === '/api/user/withdraw') {
      queries.push(`withdraw ${url.search}`);
      if (url.searchParams.get('status') === 'rejected') return { status: 500, body: { code: 'INTERNAL', message: 'x' } };
      return { body: testPage([testWithdrawal({ _id: 'w1', status: 'rejected', remarks: 'Account closed' })], { limit: 10 }) };
    }
    return undefined;
  });
  return { fetchMock, queries };
}

function renderPage(path = '/transaction') {
  return renderInShell(
    <>
      <TransactionRoute />
      <Toaster />
    </>,
    { path },
  );
}

resetSessionBetweenTests();

describe('/transaction', () => {
  it('pages the deposit requests, filters by status and opens a request in full', async () => {
    const { queries } = stubLists();
    act(() => signInPlayer());
    await renderPage();
    expect(screen.getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Showing 1–10 of 12')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11–12 of 12')).toBeTruthy();
    expect(queries.at(-1)).toBe('deposit ?status=all&page=2&limit=10');

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'approved' } });
    expect(await screen.findByText('Showing 1–1 of 1')).toBeTruthy();
    expect(queries.at(-1)).toBe('deposit ?status=approved&page=1&limit=10');

    fireEvent.click(screen.getByRole('button', { name: /^Request of ₹1,000\.00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit Request' });
    const row = (label: string) => within(dialog).getByText(label).parentElement!.querySelector('dd')!;
    expect(row('Request Id').textContent).toContain('d1');
    expect(row('Amount').textContent).toBe('₹1,000.00');
    expect(row('Payment Type').textContent).toBe('UPI');
    expect(row('UTR').textContent).toContain('900000000000');
    expect(row('Wallet').textContent).toBe('PhonePe / GPay');
    expect(row('Date & Time').textContent).not.toBe('-');
    // Approved is green.
    expect(within(row('Status')).getByText('Approved').className).toMatch(/green/);
  });

  it('opens the withdraw tab from the address, shows its colours, and an empty list when a load fails', async () => {
    stubLists();
    act(() => signInPlayer());
    await renderPage('/transaction?tab=withdraw');
    expect(screen.getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected')).toBe('true');
    const status = await screen.findByText('Rejected', { selector: 'span' });
    expect(status.className).toMatch(/red/);
    fireEvent.click(screen.getByRole('button', { name: /^Request of ₹700\.00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Request' });
    expect(within(dialog).getByText('Account closed')).toBeTruthy();
    expect(within(dialog).getByText('Ravi Kumar')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'rejected' } });
    expect(await screen.findByText('No Data Found')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Deposit' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).toBe('true'));
  });

  it('re-reads the lists when staff decide a request (live messages)', async () => {
    const deposits = twelveDeposits();
    stubLists(deposits);
    act(() => signInPlayer());
    await renderInShell(
      <LiveProvider>
        <TransactionRoute />
      </LiveProvider>,
      { path: '/transaction' },
    );
    const socket = sockets.current!;
    act(() => socket.serverConnect());
    expect(await screen.findByText('Showing 1–10 of 12')).toBeTruthy();
    expect(screen.getAllByText('Approved', { selector: 'span' })).toHaveLength(1);

    deposits[1] = { ...deposits[1]!, status: 'approved' };
    act(() => socket.serverSend('getDepositStatusChanged', { _id: 'd2', status: 'approved', amount: 1001, remarks: '' }));
    await waitFor(() => expect(screen.getAllByText('Approved', { selector: 'span' })).toHaveLength(2));

    deposits[2] = { ...deposits[2]!, status: 'rejected' };
    act(() =>
      socket.serverSend('getPtsUpdates', {
        pts: 1,
        availablePts: 1,
        exposure: 0,
        casinoPts: 0,
        sportsPts: 0,
        thirdPartyPts: 0,
        creditPts: 0,
        bonusPts: 0,
      }),
    );
    expect(await screen.findByText('Rejected', { selector: 'span' })).toBeTruthy();
  });
});
