import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { DepositReconciliation, DepositRequest } from '@backlay/contract';
import { renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { ReconciliationRoute } from './reconciliation';

resetBetweenTests();

function deposit(over: Partial<DepositRequest>): DepositRequest {
  return {
    _id: 'd1',
    userId: 'u1',
    userName: 'user1',
    amount: 1500,
    type: 'UPI',
    paymentName: 'UPI Main',
    depositTypeId: 'm1',
    utr: '412000000001',
    bonusId: null,
    image: '/uploads/p.png',
    status: 'pending',
    approvedAmount: null,
    remarks: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...over,
  };
}

const line = (n: number, amount: number, description: string) => ({ line: n, date: '2026-11-22', description, utrs: [], amount });

const result: DepositReconciliation = {
  matched: [{ deposit: deposit({}), line: line(5, 1500, 'UPI-412000000001') }],
  amountMismatches: [
    { deposit: deposit({ _id: 'd2', userName: 'user2', utr: '412000000002', amount: 2500 }), line: line(6, 3000, 'IMPS') },
  ],
  unmatchedDeposits: [deposit({ _id: 'd3', userName: 'user3', utr: '412000000003', amount: 3500 })],
  unmatchedLines: [line(8, 12000.5, 'NEFT ACME')],
  skippedRows: [{ line: 9, reason: 'Amount not readable: "1,2.00"' }],
};

const csvFile = () => new File(['Date,Narration,Deposit Amt.\n'], 'statement.csv', { type: 'text/csv' });

describe('reconciliation screen', () => {
  it('sends the statement as text/csv and lists every side, linking each to the deposit queue', async () => {
    signInAs('master');
    const sent: RequestInit[] = [];
    stubFetch((url, init) => {
      if (url === '/api/master/deposit/reconcile' && init.method === 'POST') {
        sent.push(init);
        return { body: { docs: result } };
      }
      return undefined;
    });
    renderWithProviders(<ReconciliationRoute />);
    fireEvent.change(screen.getByLabelText('Bank statement (CSV)'), { target: { files: [csvFile()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Match pending deposits' }));

    const matched = await screen.findByRole('region', { name: 'Matched' });
    expect(within(matched).getByText('user1')).toBeTruthy();
    expect(within(matched).getByRole('link', { name: 'Approve in queue' }).getAttribute('href')).toBe(
      '/money/deposits?status=pending&search=412000000001',
    );
    expect(within(screen.getByRole('region', { name: 'UTR found, amount differs' })).getByText('3,000.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Pending deposits not on the statement' })).getByText('user3')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Statement credits without a deposit' })).getByText('NEFT ACME')).toBeTruthy();
    expect(screen.getByText('Amount not readable: "1,2.00"')).toBeTruthy();
    expect((sent[0]!.headers as Record<string, string>)['content-type']).toBe('text/csv');
    expect(sent[0]!.body).toBeInstanceOf(File);
  });

  it("shows the server's reason for a statement it cannot read, and asks for a file first", async () => {
    signInAs('master');
    stubFetch((url) =>
      url === '/api/master/deposit/reconcile'
        ? { status: 400, body: { code: 'BAD_REQUEST', message: 'The statement is empty' } }
        : undefined,
    );
    renderWithProviders(<ReconciliationRoute />);
    fireEvent.click(screen.getByRole('button', { name: 'Match pending deposits' }));
    expect(await screen.findByText('Choose the bank statement (CSV) first.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bank statement (CSV)'), { target: { files: [csvFile()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Match pending deposits' }));
    expect(await screen.findByText('The statement is empty')).toBeTruthy();
  });
});
