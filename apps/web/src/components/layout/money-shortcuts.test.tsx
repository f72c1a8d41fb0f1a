import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { useUi } from '../../lib/ui-store';
import { renderInShell, testConfiguration } from '../test/render';
import { resetSessionBetweenTests } from '../test/reset-session';
import { signInPlayer, stubApi } from '../sports/test/fixtures';
import { Header } from './header';

resetSessionBetweenTests();
beforeEach(() => useUi.setState({ moneySheet: null }));

/** A b2c brand that routes deposits and withdrawals to WhatsApp, with the theme's number given. */
function whatsappBrand(themeNumber: string) {
  const config = testConfiguration('b2c');
  config.domain.features.whatsappDeposit = true;
  config.domain.features.whatsappWithdraw = true;
  config.theme.registration.whatsappNumber = themeNumber;
  return config;
}

function stubChannel(depositWhatsapp: string, withdrawWhatsapp: string) {
  return stubApi((path) =>
    path === '/api/user/communicationDetail' ? { body: { docs: { depositWhatsapp, withdrawWhatsapp } } } : undefined,
  );
}

async function renderHeader(config = testConfiguration('b2c')) {
  await renderInShell(
    <>
      <Header />
      <Toaster />
    </>,
    { config, path: '/' },
  );
}

/** The phone strip and the desktop bar both render (no CSS here): every link of a name. */
const hrefs = (name: string) => screen.getAllByRole('link', { name }).map((a) => a.getAttribute('href'));

describe('header Deposit and Withdraw shortcuts', () => {
  it('on WhatsApp brands lead to the channel’s depositWhatsapp / withdrawWhatsapp before the theme’s number', async () => {
    stubChannel('+91 99999 00001', '+91 99999 00002');
    act(() => signInPlayer());
    await renderHeader(whatsappBrand('+91 88888 00000'));
    await waitFor(() => expect(hrefs('Deposit')).toEqual(['https://wa.me/919999900001', 'https://wa.me/919999900001']));
    expect(hrefs('Withdraw')).toEqual(['https://wa.me/919999900002', 'https://wa.me/919999900002']);
    expect(screen.getAllByRole('link', { name: 'Deposit' })[0]!.getAttribute('target')).toBe('_blank');
  });

  it('fall back to the theme’s number when the channel has none', async () => {
    stubChannel('', '');
    act(() => signInPlayer());
    await renderHeader(whatsappBrand('+91 88888 00000'));
    await waitFor(() => expect(hrefs('Withdraw')).toEqual(['https://wa.me/918888800000', 'https://wa.me/918888800000']));
    expect(hrefs('Deposit')).toEqual(['https://wa.me/918888800000', 'https://wa.me/918888800000']);
  });

  it("with no number at all stay shown and say 'No Whatsapp Found! click on contact us'", async () => {
    stubChannel('', '');
    act(() => signInPlayer());
    await renderHeader(whatsappBrand(''));
    const buttons = await screen.findAllByRole('button', { name: 'Withdraw' });
    expect(buttons).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
    fireEvent.click(buttons[0]!);
    expect(await screen.findByText('No Whatsapp Found! click on contact us')).toBeTruthy();
    expect(useUi.getState().moneySheet).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Deposit' })[1]!);
    await waitFor(() => expect(screen.getAllByText('No Whatsapp Found! click on contact us').length).toBeGreaterThan(0));
  });

  it('elsewhere open the Deposit and Withdraw drawers (the link still names the page)', async () => {
    stubApi(() => undefined);
    act(() => signInPlayer());
    await renderHeader();
    expect(hrefs('Deposit')).toEqual(['/deposit', '/deposit']);
    const [phone, desktop] = screen.getAllByRole('link', { name: 'Withdraw' });
    expect(phone!.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(phone!);
    expect(useUi.getState().moneySheet).toBe('withdraw');
    fireEvent.click(screen.getAllByRole('link', { name: 'Deposit' })[1]!);
    expect(useUi.getState().moneySheet).toBe('deposit');
    // A modified click (a new tab) follows the link instead.
    act(() => useUi.setState({ moneySheet: null }));
    fireEvent.click(desktop!, { ctrlKey: true });
    expect(useUi.getState().moneySheet).toBeNull();
  });

  it('signed out: no Transactions button; the phone strip’s Deposit asks to log in', async () => {
    stubApi(() => undefined);
    await renderHeader();
    expect(screen.queryByRole('button', { name: 'Transactions' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(useUi.getState().authPopup).toBe('login');
    expect(useUi.getState().moneySheet).toBeNull();
  });
});

describe('header Transactions button', () => {
  it('opens the Transaction modal for a signed-in player', async () => {
    stubApi(() => undefined);
    act(() => signInPlayer());
    await renderHeader();
    const button = screen.getByRole('button', { name: 'Transactions' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    expect(useUi.getState().moneySheet).toBe('transaction');
  });
});
