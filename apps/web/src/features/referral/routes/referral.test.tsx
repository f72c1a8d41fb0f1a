import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { storageKeys } from '../../../config/paths';
import { useUi } from '../../../lib/ui-store';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { ReferRoute } from './refer';
import { RegisterReferrerRoute } from './register-referrer';

resetSessionBetweenTests();

const setting = (patch = {}) => ({ docs: { enabled: true, maxBonusAmount: 1000, bonusPercent: 10, referralCode: 'AB23CD45', ...patch } });

describe('/refer', () => {
  it('shows the code and share link and copies with the "copied" toast', async () => {
    signInPlayer();
    stubApi((path) => (path === '/api/user/setting/referral' ? { body: setting() } : undefined));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderInShell(
      <>
        <ReferRoute />
        <Toaster />
      </>,
      { path: '/refer' },
    );
    expect(await screen.findByText('AB23CD45')).toBeTruthy();
    const link = `${window.location.origin}/register-referrer/AB23CD45`;
    expect(screen.getByText(link)).toBeTruthy();
    expect(screen.getByText('Earn 10% of your friend’s first deposit')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy' })[1]!);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(await screen.findByText(`copied ${link}`)).toBeTruthy();
  });

  it('says Refer and Earn is off when the referral data has no maxBonusAmount', async () => {
    signInPlayer();
    stubApi((path) => (path === '/api/user/setting/referral' ? { body: setting({ enabled: false, maxBonusAmount: 0 }) } : undefined));
    await renderInShell(<ReferRoute />, { path: '/refer' });
    expect(await screen.findByText('Refer and Earn is not available on this site.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });
});

describe('/register-referrer/{referrerCode}', () => {
  it('keeps the code for the sign-up and opens registration', async () => {
    stubApi(() => undefined);
    await renderInShell(
      <Routes>
        <Route path="/register-referrer/:referrerCode" element={<RegisterReferrerRoute />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>,
      { path: '/register-referrer/XY98ZW76' },
    );
    expect(await screen.findByText('home')).toBeTruthy();
    expect(localStorage.getItem(storageKeys.referrerCode)).toBe('XY98ZW76');
    expect(useUi.getState().authPopup).toBe('register');
  });
});
