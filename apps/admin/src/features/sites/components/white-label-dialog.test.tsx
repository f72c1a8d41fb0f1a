import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES, SITE_MESSAGES, type WhiteLabelSummary } from '@backlay/contract';
import { callsOf, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { WhiteLabelDialog } from './white-label-dialog';

resetBetweenTests();

const label: WhiteLabelSummary = {
  _id: 'wl1',
  name: 'Demo Exchange',
  type: 'b2c',
  domains: [{ _id: 'd1', host: 'localhost', type: 'b2c' }],
  depositWhatsapp: '',
  withdrawWhatsapp: '',
  referralMaxBonus: 0,
  referralBonusPercent: 0,
  demoPoints: 15_000,
  askedPriceOnly: false,
  players: 3,
  staff: 6,
  createdAt: '2026-12-01T00:00:00.000Z',
};

describe('white label dialog', () => {
  it('sends only the matching switch when the operator keeps the asked price only', async () => {
    signInAs('administrator');
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/administrator/setting/whiteLabel/wl1' && init.method === 'PUT')
        return { body: { message: 'White label updated', docs: { ...label, askedPriceOnly: true } } };
      return undefined;
    });
    renderWithProviders(<WhiteLabelDialog whiteLabel={label} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Demo Exchange' });
    const matching = within(dialog).getByLabelText('Bet matching') as HTMLSelectElement;
    expect(matching.value).toBe('best');
    fireEvent.change(matching, { target: { value: 'asked' } });
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('White label updated')).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'PUT')).toMatchObject({
      body: { askedPriceOnly: true, transactionCode: '12345678' },
    });
    expect(Object.keys(callsOf(fetchMock).find((c) => c.method === 'PUT')!.body as object).sort()).toEqual([
      'askedPriceOnly',
      'transactionCode',
    ]);
  });

  it('names every missing field of a new label at once, and sends nothing', async () => {
    signInAs('administrator');
    const fetchMock = stubFetch(() => undefined);
    renderWithProviders(<WhiteLabelDialog whiteLabel={null} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New white label' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create white label' }));
    expect(await within(dialog).findByText(SITE_MESSAGES.nameInvalid)).toBeTruthy();
    expect(within(dialog).getByText(SITE_MESSAGES.hostInvalid)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.transactionCodeEmpty)).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);
  });
});
