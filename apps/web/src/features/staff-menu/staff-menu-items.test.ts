import { describe, expect, it } from 'vitest';
import { createRouteAvailability } from '../../components/layout/route-availability';
import { staffMenuItems, visibleStaffItems } from '../../components/layout/menu-items';
import { paths } from '../../config/paths';
import { appRoutes } from '../../app/routes';

const isAvailable = createRouteAvailability(appRoutes);
const shown = (role: Parameters<typeof visibleStaffItems>[1]) => visibleStaffItems(staffMenuItems, role, isAvailable).map((i) => i.to);

describe('staff entries of the player-site menu (docs/product.md §6)', () => {
  it('gives whiteLabel User Hierarchy, News Letter and Transaction Code', () => {
    expect(shown('whiteLabel')).toEqual([paths.userHierarchy, paths.newsLetter, paths.transactionCode]);
  });

  it('gives the administrator News Letter and every other staff role Transaction Code only', () => {
    expect(shown('administrator')).toEqual([paths.newsLetter, paths.transactionCode]);
    for (const role of ['admin', 'superMaster', 'master', 'agent', 'branch', 'subBranch'] as const) {
      expect(shown(role), role).toEqual([paths.transactionCode]);
    }
  });

  it('gives players and visitors none', () => {
    expect(shown('user')).toEqual([]);
    expect(shown(null)).toEqual([]);
  });

  it('registers the entry-link, board and staff screens', () => {
    for (const p of [
      '/direct-login/abc',
      '/branch/b1',
      '/register/google',
      '/register/google/landing',
      paths.leadershipBoard,
      paths.userHierarchy,
      paths.newsLetter,
    ]) {
      expect(isAvailable(p), p).toBe(true);
    }
  });
});
