import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { storageKeys } from '../../../config/paths';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer } from '../../../components/sports/test/fixtures';
import { useUi } from '../../../lib/ui-store';
import { BranchLinkRoute, RegisterLinkRoute } from './register-link';

resetSessionBetweenTests();

function renderAt(path: string) {
  return renderInShell(
    <Routes>
      <Route path="/register/:utm_source/:registration_Source" element={<RegisterLinkRoute />} />
      <Route path="/register/:utm_source" element={<RegisterLinkRoute />} />
      <Route path="/branch/:branchId" element={<BranchLinkRoute />} />
      <Route path="/" element={<p>home</p>} />
    </Routes>,
    { path },
  );
}

describe('entry links that prepare a sign-up', () => {
  it('/register/{utm_source}/{registration_Source} keeps both for sign-up and opens registration on the home page', async () => {
    await renderAt('/register/google/landing-page');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(localStorage.getItem(storageKeys.utmSource)).toBe('google');
    expect(localStorage.getItem(storageKeys.registrationSource)).toBe('landing-page');
    expect(useUi.getState().authPopup).toBe('register');
  });

  it('/register/{utm_source} replaces an older campaign’s registration source', async () => {
    localStorage.setItem(storageKeys.registrationSource, 'old-source');
    await renderAt('/register/facebook');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(localStorage.getItem(storageKeys.utmSource)).toBe('facebook');
    expect(localStorage.getItem(storageKeys.registrationSource)).toBeNull();
  });

  it('/branch/{branchId} remembers the branch for sign-up and opens registration', async () => {
    const branchId = '3f1c2d4e-aaaa-4bbb-8ccc-123456789012';
    await renderAt(`/branch/${branchId}`);
    expect(await screen.findByText('home')).toBeTruthy();
    expect(localStorage.getItem(storageKeys.branch)).toBe(branchId);
    expect(useUi.getState().authPopup).toBe('register');
  });

  it('ignores values that are not plain tokens, and a signed-in visitor just goes home', async () => {
    const view = await renderAt('/branch/%3Cscript%3E');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(localStorage.getItem(storageKeys.branch)).toBeNull();
    view.unmount();
    useUi.setState({ authPopup: null });
    signInPlayer();
    await renderAt('/register/google');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(localStorage.getItem(storageKeys.utmSource)).toBe('google');
    expect(useUi.getState().authPopup).toBeNull();
  });
});
