import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { CONSOLE_PATHS, NewsLetterRoute, UserHierarchyRoute } from './staff-only';

resetSessionBetweenTests();
afterEach(() => vi.restoreAllMocks());

describe('staff screens named by the player-site menu', () => {
  it('send /user-hierarchy to the console’s downline tree and /news-letter to its news letter, by full-page navigation', async () => {
    for (const [Route, href] of [
      [UserHierarchyRoute, '/admin/hierarchy/tree'],
      [NewsLetterRoute, '/admin/support/notifications'],
    ] as const) {
      const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
      const view = await renderInShell(<Route />);
      await waitFor(() => expect(replace).toHaveBeenCalledWith(href));
      expect(replace).toHaveBeenCalledTimes(1);
      // While the console loads: a plain link to the same screen, no stub page.
      expect(screen.getByRole('link', { name: 'Open the admin website' }).getAttribute('href')).toBe(href);
      expect(screen.queryByRole('heading')).toBeNull();
      view.unmount();
      replace.mockRestore();
    }
  });

  it('point at screens the console really has (its paths under /admin)', async () => {
    const { BASENAME, paths } = await import('../../../../../admin/src/config/paths');
    expect(CONSOLE_PATHS.userHierarchy).toBe(`${BASENAME}${paths.hierarchyTree}`);
    expect(CONSOLE_PATHS.newsLetter).toBe(`${BASENAME}${paths.sendNotification}`);
  });
});
