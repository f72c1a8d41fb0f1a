import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SiteDomain } from '@backlay/contract';
import { callsOf, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { DomainDialog } from './domain-dialog';

resetBetweenTests();

const domain: SiteDomain = {
  _id: 'd1',
  host: 'b2c.localhost',
  whiteLabel: { _id: 'wl1', name: 'Demo Exchange' },
  type: 'b2c',
  desktopHost: null,
  isDiamond: false,
  isFuture9Switch: false,
  features: {
    whatsappDeposit: false,
    whatsappWithdraw: false,
    casinoHome: false,
    sportsBook: false,
    referAndEarn: false,
    switchTheme: false,
  },
  bottomBar: 'sports',
  createdAt: '2026-12-01T00:00:00.000Z',
};

/** The phone bottom bar variant of a domain (docs/decisions/bottom-bar-variants.md). */
describe('domain dialog: phone bottom bar', () => {
  it('shows the domain’s variant, says what each one holds, and sends only the change', async () => {
    signInAs('administrator');
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/administrator/setting/domain/d1' && init.method === 'PUT')
        return { body: { message: 'Domain updated', docs: { ...domain, bottomBar: 'support' } } };
      return undefined;
    });
    renderWithProviders(<DomainDialog domain={domain} whiteLabels={[]} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit b2c.localhost' });
    const bar = within(dialog).getByLabelText('Phone bottom bar') as HTMLSelectElement;
    expect(bar.value).toBe('sports');
    expect([...bar.options].map((o) => o.textContent)).toEqual(['Sports', 'Crash', 'Support']);
    expect(within(dialog).getByText('Home, Sports, Casino, Bet, Transactions.')).toBeTruthy();
    fireEvent.change(bar, { target: { value: 'support' } });
    expect(within(dialog).getByText('Home, Sports, Casino, Bet, Support (the site’s WhatsApp contact).')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Domain updated')).toBeTruthy();
    const put = callsOf(fetchMock).find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ bottomBar: 'support', transactionCode: '12345678' });
  });

  it('adds a domain with the chosen variant', async () => {
    signInAs('administrator');
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/administrator/setting/whiteLabel/wl1/domain' && init.method === 'POST')
        return { body: { message: 'Domain added', docs: { ...domain, host: 'new.example.com', bottomBar: 'crash' } } };
      return undefined;
    });
    renderWithProviders(<DomainDialog domain={null} whiteLabels={[{ _id: 'wl1', name: 'Demo Exchange' }]} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add domain' });
    fireEvent.change(within(dialog).getByLabelText('Host'), { target: { value: 'new.example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Phone bottom bar'), { target: { value: 'crash' } });
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('Domain added')).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')!.body).toMatchObject({ host: 'new.example.com', bottomBar: 'crash' });
  });
});
