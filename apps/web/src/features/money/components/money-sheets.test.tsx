import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { testAccount, testDeposit, testMethod, testPage, testPts, testWithdrawal, bankType, upiMethod } from '../test/fixtures';
import { MoneySheets } from './money-sheets';

const ipay = testMethod({ _id: 'm-ipay', paymentType: 'IPAY', paymentName: 'Gateway', sort: 3 });

/** A server with a UPI and an IPAY method, one account, and a deposit and a withdrawal on record. */
function stubServer() {
  const posts: { path: string; body: unknown }[] = [];
  const fetchMock = stubApi((path) => {
    if (path === '/api/user/setting/depositType') return { body: { docs: [upiMethod, ipay] } };
    if (path === '/api/user/setting/bonus') return { body: { docs: [] } };
    if (path === '/api/user/communicationDetail') return { body: { docs: { depositWhatsapp: '', withdrawWhatsapp: '' } } };
    if (path === '/api/user/deposit') return { body: testPage([testDeposit({ _id: 'd1', amount: 1200, status: 'approved' })]) };
    if (path === '/api/user/withdraw') return { body: testPage([testWithdrawal({ _id: 'w1', amount: 800, status: 'pending' })]) };
    if (path === '/api/user/account') return { body: { docs: [testAccount({ _id: 'a1' })] } };
    if (path === '/api/user/setting/paymentMethodType') return { body: { docs: [bankType] } };
    if (path === '/api/user/pts') return { body: { docs: testPts } };
    return undefined;
  });
  const answerGet = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method !== 'POST') return answerGet(input, init);
    const url = new URL(String(input), 'http://localhost');
    posts.push({ path: url.pathname, body: init.body });
    if (url.pathname === '/api/user/deposit/iPay') {
      const page = 'http://localhost/sandbox-gateway/pay/d-gw?sig=x';
      return new Response(
        JSON.stringify({ docs: { deposit: testDeposit({ _id: 'd-gw', type: 'IPAY' }), redirectUrl: page, iPayRedirectUrl: page } }),
      );
    }
    return new Response(
      JSON.stringify({ message: 'Deposit Successfull', docs: testDeposit({ _id: 'd-new', amount: 1500, utr: '123456789012' }) }),
    );
  });
  return { posts };
}

async function renderSheets(path = '/') {
  return renderInShell(
    <>
      <MoneySheets />
      <Toaster />
    </>,
    { path },
  );
}

const open = (sheet: 'deposit' | 'withdraw' | 'transaction') => act(() => useUi.getState().openMoneySheet(sheet));

resetSessionBetweenTests();
beforeEach(() => useUi.setState({ moneySheet: null }));

describe('the Deposit drawer', () => {
  it('shows the three steps in a dialog and closes after a successful Proceed, leaving the verification notice', async () => {
    const { posts } = stubServer();
    act(() => signInPlayer());
    await renderSheets();
    expect(screen.queryByRole('dialog')).toBeNull();
    open('deposit');
    const drawer = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(within(drawer).getByRole('heading', { name: 'ADD FUNDS' })).toBeTruthy();
    // The same content as /deposit: the wizard and the latest five requests.
    expect(within(drawer).getByRole('region', { name: 'Recent Deposits' })).toBeTruthy();

    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Amount (INR)' }), { target: { value: '1500' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect((within(drawer).getByRole('radio', { name: /UPI \| PhonePe/ }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Next' }));
    await within(drawer).findByRole('heading', { name: 'DETAIL' });
    fireEvent.change(within(drawer).getByLabelText('Upload payment proof', { selector: 'input' }), {
      target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' })] },
    });
    fireEvent.change(within(drawer).getByPlaceholderText('a 6 to 12 digit UTR'), { target: { value: '123456789012' } });
    fireEvent.click(within(drawer).getByRole('checkbox'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Proceed' }));

    await waitFor(() => expect(useUi.getState().moneySheet).toBeNull());
    expect(posts.map((p) => p.path)).toEqual(['/api/user/deposit']);
    expect(screen.queryByRole('dialog', { name: 'Deposit' })).toBeNull();
    const notice = await screen.findByRole('dialog', { name: 'Deposit Successfull' });
    expect(within(notice).getByText('UTR: 123456789012')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('IPAY: closes 2 s after the provider’s page opened', async () => {
    stubServer();
    const win = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const openWindow = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    act(() => signInPlayer());
    await renderSheets();
    open('deposit');
    const drawer = await screen.findByRole('dialog', { name: 'Deposit' });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Amount (INR)' }), { target: { value: '1500' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Next' }));
    fireEvent.click(await within(drawer).findByRole('radio', { name: /IPAY \| Gateway/ }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(within(drawer).getByRole('button', { name: 'Next' }));
      expect(await within(drawer).findByText('The payment page is open in a new window.')).toBeTruthy();
      expect(win.location.href).toBe('http://localhost/sandbox-gateway/pay/d-gw?sig=x');
      await act(async () => void vi.advanceTimersByTime(1_900));
      expect(useUi.getState().moneySheet).toBe('deposit');
      await act(async () => void vi.advanceTimersByTime(200));
      expect(useUi.getState().moneySheet).toBeNull();
      expect(screen.queryByRole('dialog', { name: 'Deposit' })).toBeNull();
    } finally {
      vi.useRealTimers();
      openWindow.mockRestore();
    }
  });

  it('closes on Escape and with its close button, and when a link inside leaves the page', async () => {
    stubServer();
    act(() => signInPlayer());
    await renderSheets('/my-wallet');
    open('deposit');
    const drawer = await screen.findByRole('dialog', { name: 'Deposit' });
    // The native dialog's cancel event is what Escape raises.
    fireEvent(drawer, new Event('cancel', { cancelable: true }));
    expect(useUi.getState().moneySheet).toBeNull();

    open('deposit');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Deposit' })).getByRole('button', { name: 'Close' }));
    expect(useUi.getState().moneySheet).toBeNull();

    open('deposit');
    const again = await screen.findByRole('dialog', { name: 'Deposit' });
    fireEvent.click(within(again).getByRole('link', { name: 'View all' }));
    await waitFor(() => expect(useUi.getState().moneySheet).toBeNull());
  });
});

describe('the Withdraw drawer', () => {
  it('shows the withdraw form with the accounts and the latest withdrawals', async () => {
    stubServer();
    act(() => signInPlayer());
    await renderSheets();
    open('withdraw');
    const drawer = await screen.findByRole('dialog', { name: 'Withdraw' });
    await waitFor(() => expect((within(drawer).getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true));
    expect(within(drawer).getByRole('textbox', { name: 'Amount (INR)' })).toBeTruthy();
    expect(within(drawer).getByRole('region', { name: 'Recent Withdrawals' })).toBeTruthy();
    expect(await within(drawer).findByText('₹800.00')).toBeTruthy();
  });

  it('refuses a demo account with the docs/product.md message', async () => {
    stubServer();
    act(() => {
      signInPlayer();
      useSession.setState({ isDemo: true });
    });
    await renderSheets();
    open('withdraw');
    const drawer = await screen.findByRole('dialog', { name: 'Withdraw' });
    expect(within(drawer).getByRole('alert').textContent).toBe('First Login as a normal user');
  });
});

describe('the header’s Transaction modal', () => {
  it('has Deposit and Withdraw tabs, lists the requests in their status colours and opens one in full', async () => {
    stubServer();
    act(() => signInPlayer());
    await renderSheets();
    open('transaction');
    const modal = await screen.findByRole('dialog', { name: 'Transactions' });
    expect(within(modal).getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).toBe('true');
    expect((await within(modal).findByText('Approved', { selector: 'span' })).className).toMatch(/green/);
    fireEvent.click(within(modal).getByRole('button', { name: /^Request of ₹1,200\.00/ }));
    const detail = await screen.findByRole('dialog', { name: 'Deposit Request' });
    expect(within(detail).getByText('Request Id')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(modal).getByRole('tab', { name: 'Withdraw' }));
    expect((await within(modal).findByText('Pending', { selector: 'span' })).className).toMatch(/amber/);
    expect(within(modal).getByText('₹800.00')).toBeTruthy();
  });

  it('is not there for a signed-out visitor', async () => {
    stubServer();
    await renderSheets();
    open('transaction');
    await waitFor(() => expect(useUi.getState().moneySheet).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
