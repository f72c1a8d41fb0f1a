import { describe, expect, it } from 'vitest';
import { createRouteAvailability } from '../components/layout/route-availability';
import {
  accountMenuItems,
  bottomBarItems,
  casinoMenuItems,
  casinoPopupItems,
  headerShortcuts,
  infoMenuItems,
} from '../components/layout/menu-items';
import { paths } from '../config/paths';
import { appRoutes } from './routes';

const isAvailable = createRouteAvailability(appRoutes);

describe('route table and navigation entries', () => {
  it('registers the screens that exist', () => {
    for (const p of [
      paths.home,
      paths.rules,
      paths.privacy,
      paths.responsibleGambling,
      paths.aboutUs,
      paths.terms,
      paths.loginAuth,
      paths.secureAuth,
      paths.transactionCode,
      paths.profile,
    ]) {
      expect(isAvailable(p), p).toBe(true);
    }
    expect(isAvailable(`${paths.aboutUs}?x=1#team`)).toBe(true);
  });

  it('sends every other path to the 404 page', () => {
    for (const p of ['/nope', paths.deposit, paths.withdraw, paths.liveCasino, paths.openBets, '/about-us/extra'])
      expect(isAvailable(p), p).toBe(false);
  });

  it('shows only entries whose screen exists (no dead links)', () => {
    const shown = (items: { to: string }[]) => items.filter((i) => isAvailable(i.to)).map((i) => i.to);
    expect(shown(casinoMenuItems)).toEqual([]);
    expect(shown(casinoPopupItems)).toEqual([]);
    expect(shown(bottomBarItems)).toEqual([paths.home]);
    expect(shown([...headerShortcuts.b2c, ...headerShortcuts.b2b])).toEqual([]);
    expect(shown(infoMenuItems)).toHaveLength(infoMenuItems.length);
    expect(shown(accountMenuItems)).toEqual([paths.profile, paths.secureAuth]);
  });
});
