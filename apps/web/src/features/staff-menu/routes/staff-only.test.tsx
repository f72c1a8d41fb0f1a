import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MESSAGES } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { NewsLetterRoute, UserHierarchyRoute } from './staff-only';

resetSessionBetweenTests();

describe('staff screens named by the player-site menu', () => {
  it('send /user-hierarchy to the console’s downline tree and /news-letter to its notifications', async () => {
    for (const [Route, title, href] of [
      [UserHierarchyRoute, 'User Hierarchy', '/admin/hierarchy/tree'],
      [NewsLetterRoute, 'News Letter', '/admin/support/notifications'],
    ] as const) {
      const view = await renderInShell(<Route />);
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText(MESSAGES.loginWithAdminWebsite)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Open the admin website' }).getAttribute('href')).toBe(href);
      view.unmount();
    }
  });
});
