import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OpenBet } from '@backlay/contract';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { OpenBetsRoute } from './open-bets';

resetBetweenTests();

const BET: OpenBet = {
  _id: '6f1c2a4e-0000-4000-8000-000000000001',
  market: {
    id: '1.234',
    _id: 'm-uid',
    marketName: 'Match Odds',
    type: 'betfair',
    name: 'Match Odds',
    event: { id: 'e1', name: 'India v Australia' },
  },
  odds: { type: 'back', run: 0, odd: 1.85, teamId: 'r1', teamName: 'India' },
  stake: 100,
  profit: 85,
  liability: 100,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  oddType: 'BACK',
  marketType: 'BETFAIR',
  status: 'open',
  receipt: { askedOdd: 1.85, matchedOdd: 1.85, delaySecond: 0, checks: [], rejectReason: null },
  user: { _id: 'u-p1', userName: 'player1', parents: [], parentPercentage: [] },
};

function serve(role: string) {
  return stubFetch((url, init) => {
    if (url.startsWith(`/api/${role}/user/openBet?`)) return { body: paged([BET]) };
    if (url === `/api/${role}/user/openBet/void` && init.method === 'POST') {
      return {
        body: {
          message: 'Bets voided',
          docs: {
            bets: [{ _id: BET._id, userId: 'u-p1', userName: 'player1', marketId: '1.234', previousStatus: 'open', voided: true }],
            movements: [
              { userId: 'u-p1', userName: 'player1', marketId: '1.234', bets: 1, exposureReleased: 100, ptsChange: 0, entryIds: [] },
            ],
          },
        },
      };
    }
    if (url === `/api/${role}/pts`) return { body: { docs: {} } };
    return undefined;
  });
}

describe('Delete Open Bets', () => {
  it('voids the picked bets with a reason and the transaction code', async () => {
    signInAs('whiteLabel');
    const fetchMock = serve('whiteLabel');
    renderWithProviders(<OpenBetsRoute />);
    const voidButton = await screen.findByRole('button', { name: /Delete \(void\)/ });
    expect((voidButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select bet of player1' }));
    fireEvent.click(screen.getByRole('button', { name: /Delete \(void\) 1 selected/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Void 1 bet' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void 1 bet' }));
    expect(await within(dialog).findByText('Remarks is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'palpable error' } });
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void 1 bet' }));

    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(true));
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')!.body).toEqual({
      betIds: [BET._id],
      remarks: 'palpable error',
      transactionCode: '12345678',
    });
    expect(await screen.findByText('Bets voided')).toBeTruthy();
  });

  it('shows no void to roles that may not void bets', async () => {
    signInAs('master');
    serve('master');
    renderWithProviders(<OpenBetsRoute />);
    expect(await screen.findByText('player1')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete \(void\)/ })).toBeNull();
  });
});
