import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { resetBetweenTests } from '../test/session';
import { useSession } from '../../lib/session-store';
import { SidebarNav, visibleNavigation } from './sidebar';

resetBetweenTests();

const titles = (role: Parameters<typeof visibleNavigation>[0]) => visibleNavigation(role).map((s) => s.title);

describe('sidebar', () => {
  it('shows the administrator every section that has a screen', () => {
    expect(titles('administrator')).toEqual([
      'Dashboard',
      'Hierarchy',
      'Markets',
      'Money',
      'Bets',
      'Sites',
      'Reports',
      'Support',
      'Account',
    ]);
  });

  it('shows a white label results but not the platform switches', () => {
    expect(titles('whiteLabel')).toEqual(['Dashboard', 'Hierarchy', 'Markets', 'Money', 'Bets', 'Sites', 'Reports', 'Support', 'Account']);
    // Its own theme and blog; the platform's labels, domains, switches and Refresh user are the administrator's.
    const sites = visibleNavigation('whiteLabel')
      .find((s) => s.title === 'Sites')!
      .entries.map((e) => e.label);
    expect(sites).toEqual(['Theme editor', 'Blog posts']);
    // A B2B label's footer has no Blogs: its staff get no Blog posts screen.
    const b2bSites = visibleNavigation('whiteLabel', true)
      .find((s) => s.title === 'Sites')!
      .entries.map((e) => e.label);
    expect(b2bSites).toEqual(['Theme editor']);
  });

  it('shows a master and a branch only what their role may call', () => {
    // No Sites section: Refresh user is the administrator's (docs/product.md §6); they log a
    // downline account out from Hierarchy > Users.
    expect(titles('master')).toEqual(['Dashboard', 'Hierarchy', 'Markets', 'Money', 'Bets', 'Reports', 'Support', 'Account']);
    expect(titles('branch')).toEqual(['Dashboard', 'Hierarchy', 'Markets', 'Money', 'Bets', 'Reports', 'Support', 'Account']);
  });

  it('shows Refresh / log out user to the administrator only', () => {
    const sitesOf = (role: Parameters<typeof visibleNavigation>[0]) =>
      visibleNavigation(role)
        .find((s) => s.title === 'Sites')
        ?.entries.map((e) => e.label) ?? [];
    expect(sitesOf('administrator')).toContain('Refresh / log out user');
    for (const role of ['whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch'] as const) {
      expect(sitesOf(role), role).not.toContain('Refresh / log out user');
    }
  });

  it('shows every staff role its own Secure auth and Transaction code, but not a Multi login login', () => {
    const accountOf = (role: Parameters<typeof visibleNavigation>[0]) =>
      visibleNavigation(role)
        .find((s) => s.title === 'Account')
        ?.entries.map((e) => e.label) ?? [];
    for (const role of ['administrator', 'whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch', 'subBranch'] as const) {
      expect(accountOf(role), role).toEqual(['Secure auth', 'Transaction code']);
    }
    // The server refuses both calls to a login acting for the account (contract LOGIN_RULES).
    useSession.getState().setLogin({ userName: 'desk1', permissions: ['users', 'points', 'money', 'bets', 'markets', 'reports', 'sites'] });
    expect(accountOf('master')).toEqual([]);
  });

  it('lists no section without an entry its role may open', () => {
    for (const role of ['administrator', 'whiteLabel', 'master', 'agent', 'branch'] as const) {
      for (const section of visibleNavigation(role)) expect(section.entries.length, `${role} ${section.title}`).toBeGreaterThan(0);
    }
  });

  it('links each entry under the console’s paths', () => {
    renderWithProviders(<SidebarNav role="master" />);
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Deposits' }).getAttribute('href')).toBe('/money/deposits');
    expect(within(nav).getByRole('link', { name: 'Bet history' }).getAttribute('href')).toBe('/bets/history');
    expect(within(nav).queryByRole('link', { name: 'Site settings' })).toBeNull();
    // Complaints for every staff role; sending notifications is for administrator and whiteLabel.
    expect(within(nav).getByRole('link', { name: 'Complaints' }).getAttribute('href')).toBe('/support/complaints');
    expect(within(nav).queryByRole('link', { name: 'News letter' })).toBeNull();
  });
});
