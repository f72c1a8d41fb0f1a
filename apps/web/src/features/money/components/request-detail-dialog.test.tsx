import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { testDeposit, testWithdrawal } from '../test/fixtures';
import { RequestDetailDialog } from './request-detail-dialog';
import type { MoneyRequest } from './request-list';

resetSessionBetweenTests();

/** The value shown beside a label of the detail list. */
function valueOf(label: string): HTMLElement {
  const dialog = screen.getByRole('dialog');
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

async function show(item: MoneyRequest) {
  await renderInShell(<RequestDetailDialog item={item} onClose={() => {}} />);
}

describe('request detail: UTR', () => {
  it("shows an approved withdrawal's payout UTR, with a copy button", async () => {
    await show({
      kind: 'withdraw',
      request: testWithdrawal({ _id: 'w1', status: 'approved', utr: 'SBIN1234567890ABCD', decidedAt: '2026-11-21T10:00:00.000Z' }),
    });
    expect(await screen.findByRole('dialog', { name: 'Withdraw Request' })).toBeTruthy();
    const utr = valueOf('UTR');
    expect(within(utr).getByText('SBIN1234567890ABCD')).toBeTruthy();
    expect(within(utr).getByRole('button')).toBeTruthy();
  });

  it('shows "-" for a withdrawal with no payout UTR yet', async () => {
    await show({ kind: 'withdraw', request: testWithdrawal({ _id: 'w2', status: 'pending' }) });
    expect(await screen.findByRole('dialog', { name: 'Withdraw Request' })).toBeTruthy();
    expect(valueOf('UTR').textContent).toBe('-');
  });

  it("still shows a deposit's UTR", async () => {
    await show({ kind: 'deposit', request: testDeposit({ _id: 'd1', utr: '998877665544' }) });
    expect(await screen.findByRole('dialog', { name: 'Deposit Request' })).toBeTruthy();
    expect(within(valueOf('UTR')).getByText('998877665544')).toBeTruthy();
  });
});
