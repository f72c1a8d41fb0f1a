import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ENTRY_LINK_MESSAGES } from '@backlay/contract';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { UsersRoute } from '../routes/users';
import { timeLeft } from './login-link-dialog';

resetBetweenTests();

const PLAYER_ID = '7d7f6a3e-0000-4000-8000-0000000000aa';

function account(over: Record<string, unknown> = {}) {
  return {
    _id: PLAYER_ID,
    userName: 'player7',
    fullName: '',
    userType: 'user',
    whiteLabelId: 'wl1',
    parent: { _id: 'u-agent1', userName: 'agent1' },
    partnership: 0,
    commission: 0,
    pts: 500,
    exposure: 0,
    availablePts: 500,
    blocked: false,
    betLock: false,
    blockedByUpline: false,
    betLockedByUpline: false,
    demo: false,
    changePassword: false,
    codeLockedUntil: null,
    codeLockedLogins: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

const LIST = [
  account(),
  account({ _id: 'x-agent', userName: 'agent9', userType: 'agent' }),
  account({ _id: 'x-demo', userName: 'demo9', demo: true }),
  account({ _id: 'x-locked', userName: 'locked9', blocked: true }),
];

describe('issue login link', () => {
  it('is offered only for real, unlocked players', async () => {
    signInAs('agent');
    stubFetch((url) => (url.startsWith('/api/agent/user?') ? { body: paged(LIST) } : undefined));
    renderWithProviders(<UsersRoute />);
    const player = await screen.findByRole('group', { name: 'Actions for player7' });
    expect(within(player).getByRole('button', { name: 'Login link' })).toBeTruthy();
    for (const name of ['agent9', 'demo9', 'locked9']) {
      expect(within(screen.getByRole('group', { name: `Actions for ${name}` })).queryByRole('button', { name: 'Login link' })).toBeNull();
    }
  });

  it('makes the link only when asked, then shows it with its expiry and copies it', async () => {
    signInAs('agent');
    const expiresAt = new Date(Date.now() + 300_000).toISOString();
    const url = 'https://site.test/direct-login/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const fetchMock = stubFetch((u, init) => {
      if (u.startsWith('/api/agent/user?')) return { body: paged(LIST) };
      if (u === `/api/agent/user/${PLAYER_ID}/direct-login` && init.method === 'POST') {
        return { body: { message: ENTRY_LINK_MESSAGES.linkIssued, docs: { url, token: 'abc', expiresAt } } };
      }
      return undefined;
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<UsersRoute />);
    fireEvent.click(within(await screen.findByRole('group', { name: 'Actions for player7' })).getByRole('button', { name: 'Login link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login link for player7' });
    expect(within(dialog).getByText(/works once and expires after 5 minutes/)).toBeTruthy();
    // Opening the dialog makes nothing: a link is a live credential.
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const field = await within(dialog).findByLabelText('Login link');
    expect((field as HTMLInputElement).value).toBe(url);
    expect(within(dialog).getByTestId('login-link-expiry').textContent).toMatch(/Expires .*\(in (5:00|4:5\d)\).*one use/);
    expect(await screen.findByText(ENTRY_LINK_MESSAGES.linkIssued)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'New link' })).toBeTruthy();
  });

  it("shows the server's refusal in the dialog", async () => {
    signInAs('agent');
    stubFetch((u, init) => {
      if (u.startsWith('/api/agent/user?')) return { body: paged(LIST) };
      if (u.endsWith('/direct-login') && init.method === 'POST') {
        return { status: 400, body: { code: 'BAD_REQUEST', message: ENTRY_LINK_MESSAGES.lockedNoLink } };
      }
      return undefined;
    });
    renderWithProviders(<UsersRoute />);
    fireEvent.click(within(await screen.findByRole('group', { name: 'Actions for player7' })).getByRole('button', { name: 'Login link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login link for player7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText(ENTRY_LINK_MESSAGES.lockedNoLink)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Login link')).toBeNull();
  });
});

describe('timeLeft', () => {
  it('counts minutes and seconds down, ends at expiry, and never exceeds the lifetime', () => {
    const at = '2026-11-26T10:05:00.000Z';
    expect(timeLeft(at, Date.parse('2026-11-26T10:00:00.000Z'))).toBe('5:00');
    expect(timeLeft(at, Date.parse('2026-11-26T10:04:50.500Z'))).toBe('0:10');
    expect(timeLeft(at, Date.parse('2026-11-26T10:05:00.000Z'))).toBeNull();
    // A browser clock behind the server's never promises more than the link's 5 minutes.
    expect(timeLeft(at, Date.parse('2026-11-26T09:59:58.000Z'))).toBe('5:00');
  });
});
