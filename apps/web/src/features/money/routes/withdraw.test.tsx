import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { DepositRequest, WithdrawAccount } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { renderInShell, testConfiguration } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { bankType, testAccount, testDeposit, testPage, testPts, testWithdrawal } from '../test/fixtures';
import { WithdrawRoute } from './withdraw';

/** A server holding `accounts`; writes are recorded and answered as the server does. */
function stubWithdrawServer(accounts: WithdrawAccount[], deposits: DepositRequest[] = []) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const listCalls: string[] = [];
  const fetchMock = stubApi((path, url) => {
    if (path === '/api/user/account') return { body: { docs: accounts } };
    if (path === '/api/user/setting/paymentMethodType') return { body: { docs: [bankType] } };
    if (path === '/api/user/pts') return { body: { docs: testPts } };
    if (path === '/api/user/communicationDetail') return { body: { docs: { depositWhatsapp: '', withdrawWhatsapp: '+91 99999 00002' } } };
    if (path === '/api/user/deposit') return { body: testPage(deposits) };
    if (path === '/api/user/withdraw') {
      listCalls.push(url.search);
      return { body: testPage([testWithdrawal({ _id: 'w-old', amount: 900 })]) };
    }
    return undefined;
  });
  const answerGet = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return answerGet(input, init);
    const url = new URL(String(input), 'http://localhost');
    writes.push({ method, path: `${url.pathname}${url.search}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const docs =
      url.pathname === '/api/user/withdraw'
        ? { ...testWithdrawal({ _id: 'w-new', amount: 700 }), pts: { ...testPts, availablePts: 98_300 } }
        : testAccount({ _id: 'a-new' });
    return new Response(JSON.stringify({ message: 'ok', docs }), { status: 200 });
  });
  return { fetchMock, writes, listCalls };
}

function renderPage() {
  return renderInShell(
    <>
      <WithdrawRoute />
      <Toaster />
    </>,
    { path: '/withdraw' },
  );
}

resetSessionBetweenTests();

describe('/withdraw', () => {
  it('says which request is still open, a deposit included, before the player tries another', async () => {
    stubWithdrawServer([testAccount({ _id: 'a1' })], [testDeposit({ _id: 'd-open', amount: 1500, status: 'processing' })]);
    act(() => signInPlayer());
    await renderPage();
    const notice = await screen.findByText(/Your deposit request of ₹1,500.00 \(.+\) is being reviewed\./);
    expect(notice.textContent).toContain('A new request can be made once it is decided.');
  });

  it('offers Add Account when there is none, checks the form, and saves the account', async () => {
    const { writes } = stubWithdrawServer([]);
    act(() => signInPlayer());
    await renderPage();
    expect(await screen.findByText('No account added yet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Account' });
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: 'Payment Type' }) as HTMLSelectElement).value).toBe(bankType._id),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is Not Valid')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Account Holder Name' }), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Account Number' }), { target: { value: '123456789012' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill all input fields')).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'IFSC Code' }), { target: { value: 'SBIN0000001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account Created Successfully')).toBeTruthy();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/user/account',
        body: {
          paymentMethodTypeId: bankType._id,
          name: 'Ravi Kumar',
          accountDetails: [
            { label: 'Account Number', value: '123456789012', type: 'text' },
            { label: 'IFSC Code', value: 'SBIN0000001', type: 'text' },
          ],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Account' })).toBeNull());
  });

  it('checks the amount against the account type and balance, then sends the request and shows Request Sent! for 3 s', async () => {
    const { writes } = stubWithdrawServer([testAccount({ _id: 'a1' }), testAccount({ _id: 'a2', primary: false, name: 'Asha-player1' })]);
    act(() => signInPlayer());
    await renderPage();
    const primary = (await screen.findAllByRole('radio'))[0] as HTMLInputElement;
    await waitFor(() => expect(primary.checked).toBe(true));
    expect(await screen.findByText('₹99,000.00')).toBeTruthy();
    expect(screen.getByText('Limits for this account: more than ₹500.00 and less than ₹2,00,000.00')).toBeTruthy();

    const amount = screen.getByRole('textbox', { name: 'Amount (INR)' });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('No Amount Added')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('amount should be greater than 500 and less than 200000')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '150000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText("You can't withdraw amount more than user have")).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.click(screen.getAllByRole('radio')[1]!);
    fireEvent.change(amount, { target: { value: '700' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdraw Request Added')).toBeTruthy();
    expect(writes).toEqual([{ method: 'POST', path: '/api/user/withdraw', body: { amount: '700', accountId: 'a2' } }]);
    const sent = await screen.findByRole('dialog', { name: 'Request Sent!' });
    expect(within(sent).getByText('₹700.00')).toBeTruthy();
    // The held amount shows at once.
    expect(await screen.findByText('₹98,300.00')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request Sent!' })).toBeNull(), { timeout: 4_000 });
  });

  it('manages accounts: set primary, edit with the holder name shown without the suffix, delete after confirming', async () => {
    const { writes } = stubWithdrawServer([testAccount({ _id: 'a1' }), testAccount({ _id: 'a2', primary: false, name: 'Asha-player1' })]);
    act(() => {
      signInPlayer();
      useSession.setState({ userData: { userName: 'player1' } as never });
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Accounts' }));
    const list = await screen.findByRole('dialog', { name: 'My Accounts' });
    expect(within(list).getAllByRole('button', { name: 'Set Primary' })).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: 'Set Primary' }));
    expect(await screen.findByText('Primary Account Updated Successfull')).toBeTruthy();

    fireEvent.click(within(list).getAllByRole('button', { name: 'Edit' })[1]!);
    const edit = await screen.findByRole('dialog', { name: 'Update Account' });
    const name = within(edit).getByRole('textbox', { name: 'Account Holder Name' }) as HTMLInputElement;
    expect(name.value).toBe('Asha');
    fireEvent.change(name, { target: { value: 'Asha Rao' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account List Updated')).toBeTruthy();

    fireEvent.click(within(list).getAllByRole('button', { name: 'Delete' })[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'Delete Account' });
    expect(within(confirm).getByText('Are you sure you want to delete the account Ravi Kumar?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Account Deleted')).toBeTruthy();

    expect(writes).toEqual([
      { method: 'PATCH', path: '/api/user/account', body: { accountId: 'a2', primary: true } },
      {
        method: 'PUT',
        path: '/api/user/account',
        body: {
          accountId: 'a2',
          name: 'Asha Rao',
          accountDetails: [
            { label: 'Account Number', value: '123456789012', type: 'text' },
            { label: 'IFSC Code', value: 'SBIN0000001', type: 'text' },
          ],
        },
      },
      { method: 'DELETE', path: '/api/user/account?accountId=a1', body: undefined },
    ]);
  });

  it('refuses a demo account with the docs/product.md message', async () => {
    stubWithdrawServer([]);
    act(() => {
      signInPlayer();
      useSession.setState({ isDemo: true });
    });
    await renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('First Login as a normal user');
  });

  it('previews the latest withdrawals: page 1, limit 5, status all', async () => {
    const { listCalls } = stubWithdrawServer([testAccount({ _id: 'a1' })]);
    act(() => signInPlayer());
    await renderPage();
    const preview = await screen.findByRole('region', { name: 'Recent Withdrawals' });
    expect(await within(preview).findByText('₹900.00')).toBeTruthy();
    expect(listCalls.map((q) => new URLSearchParams(q).toString())).toEqual(['status=all&page=1&limit=5']);
    expect(within(preview).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/transaction?tab=withdraw');
  });

  it('on a brand that routes withdrawals to WhatsApp, shows the contact instead of the form, or says none is set', async () => {
    const whatsappBrand = testConfiguration();
    whatsappBrand.domain.features.whatsappWithdraw = true;
    whatsappBrand.theme.registration.whatsappNumber = '+91 88888 00000';
    const { fetchMock } = stubWithdrawServer([testAccount({ _id: 'a1' })]);
    act(() => signInPlayer());
    const { unmount } = await renderInShell(<WithdrawRoute />, { path: '/withdraw', config: whatsappBrand });
    // The channel's withdrawWhatsapp comes first.
    const link = await screen.findByRole('link', { name: 'WHATSAPP' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919999900002\?text=Hello%2C%20I%20want%20to%20withdraw\./);
    expect(screen.getByText('Withdrawals on this site are handled on WhatsApp.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Amount (INR)' })).toBeNull();
    expect(fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname)).not.toContain('/api/user/account');
    unmount();

    // No channel number: the theme's.
    stubApi((path) =>
      path === '/api/user/communicationDetail' ? { body: { docs: { depositWhatsapp: '', withdrawWhatsapp: '' } } } : undefined,
    );
    const second = await renderInShell(<WithdrawRoute />, { path: '/withdraw', config: whatsappBrand });
    expect((await screen.findByRole('link', { name: 'WHATSAPP' })).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/918888800000\?/);
    second.unmount();

    // Neither.
    whatsappBrand.theme.registration.whatsappNumber = '';
    await renderInShell(<WithdrawRoute />, { path: '/withdraw', config: whatsappBrand });
    expect(await screen.findByText('No Whatsapp Found! click on contact us')).toBeTruthy();
  });
});
