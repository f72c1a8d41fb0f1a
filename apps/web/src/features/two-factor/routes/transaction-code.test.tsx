import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { MESSAGES, type Profile, type Role } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { stubApi } from '../../../components/sports/test/fixtures';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { TransactionCodeRoute } from './transaction-code';

resetSessionBetweenTests();

function signIn(userType: Role) {
  useSession.getState().signIn({
    token: 't',
    _id: 's1',
    userName: 'staff1',
    userType,
    whiteLabelId: 'wl1',
    demo: false,
    changePassword: false,
    enable2fa: false,
    twoFactorPending: false,
    demoExpiresAt: null,
  });
}

function stubProfile(role: Role, enable2fa: boolean) {
  return stubApi((path) => {
    if (path === `/api/${role}/profile`) return { body: { docs: { _id: 's1', userName: 'staff1', userType: role, enable2fa } as Profile } };
    if (path === `/api/${role}/transactionCode`) return { body: { docs: { transactionCode: '48151623' } } };
    return undefined;
  });
}

const render = () =>
  renderInShell(
    <>
      <TransactionCodeRoute />
      <Toaster />
    </>,
    { path: '/transaction-code' },
  );

describe('/transaction-code (docs/product.md §5, §6)', () => {
  it('tells staff without two-factor the docs/product.md message and offers Secure Auth, with no code form', async () => {
    signIn('whiteLabel');
    stubProfile('whiteLabel', false);
    await render();
    expect(await screen.findByText(MESSAGES.enableSecureAuth)).toBeTruthy();
    expect(MESSAGES.enableSecureAuth).toBe('Enable Secure Auth, to View/Update Transaction Code Anytime!');
    expect(screen.getByRole('link', { name: 'Go to Secure Auth' }).getAttribute('href')).toBe('/secureauth');
    expect(screen.queryByRole('button', { name: 'Get New Transaction Code' })).toBeNull();
  });

  it('lets staff with two-factor on get a new code, shown once with a copy button', async () => {
    signIn('master');
    const fetchMock = stubProfile('master', true);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await render();
    const submit = await screen.findByRole('button', { name: 'Get New Transaction Code' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Authentication Code'), { target: { value: '123456' } });
    fireEvent.click(submit);
    expect(await screen.findByText('48151623')).toBeTruthy();
    const renew = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/master/transactionCode'));
    expect(JSON.parse(String(renew![1]?.body))).toEqual({ code: '123456' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('48151623'));
    expect(await screen.findByText('copied 48151623')).toBeTruthy();
  });

  it('tells a player that transaction codes are for staff, and asks a visitor to log in', async () => {
    signIn('user');
    stubApi(() => undefined);
    const view = await render();
    expect(screen.getByText('Transaction codes are for staff accounts.')).toBeTruthy();
    view.unmount();
    useSession.getState().clear();
    await render();
    await waitFor(() => expect(useUi.getState().authPopup).toBe('login'));
  });
});
