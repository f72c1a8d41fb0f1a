import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@backlay/contract';
import { createRouteAvailability } from '../components/layout/route-availability';
import {
  accountMenuItems,
  bottomBarItemsFor,
  casinoMenuItems,
  casinoPopupItems,
  headerShortcuts,
  infoMenuItems,
  sportsMenuItems,
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
      paths.promotions,
      paths.blogs,
      '/blogs/back-and-lay-how-the-exchange-works',
      paths.onlineExchange,
      paths.terms,
      paths.loginAuth,
      paths.secureAuth,
      paths.transactionCode,
      paths.profile,
      paths.openBets,
      paths.betHistory,
      paths.deposit,
      paths.withdraw,
      paths.transaction,
      paths.inPlay,
      paths.exchange,
      paths.favorite,
      paths.search,
      paths.politics,
      '/events/4/e1',
      '/events/e1',
      paths.liveCasino,
      paths.lottery,
      paths.virtualGames,
      paths.crashGames,
      paths.slotGames,
      '/live',
      '/virtual',
      '/slot',
      '/crash',
      paths.topCasino,
      paths.sportsBook,
      paths.gameScreen,
      paths.gameScreenPlay,
    ]) {
      expect(isAvailable(p), p).toBe(true);
    }
    expect(isAvailable(`${paths.aboutUs}?x=1#team`)).toBe(true);
  });

  it('has a sport page for every event type of the contract, and only for those', () => {
    for (const type of EVENT_TYPES) expect(isAvailable(`/${type.id}`), type.name).toBe(true);
    for (const p of ['/9', '/12345', '/4/extra', '/events', '/events/4/e1/x']) expect(isAvailable(p), p).toBe(false);
  });

  it('sends every other path to the 404 page', () => {
    for (const p of ['/nope', '/my-wallet/x', '/accounts/x', '/about-us/extra', '/casino', '/live-casino/x'])
      expect(isAvailable(p), p).toBe(false);
  });

  it('shows only entries whose screen exists (no dead links)', () => {
    const shown = (items: { to: string }[]) => items.filter((i) => isAvailable(i.to)).map((i) => i.to);
    expect(shown(casinoMenuItems)).toEqual([
      paths.topCasino,
      paths.liveCasino,
      paths.crashGames,
      paths.virtualGames,
      paths.slotGames,
      paths.lottery,
      paths.politics,
      paths.favorite,
    ]);
    expect(shown(casinoPopupItems)).toEqual([paths.liveCasino, paths.virtualGames, paths.lottery, paths.slotGames, paths.crashGames]);
    expect(shown(sportsMenuItems)).toEqual([paths.inPlay, paths.exchange, paths.sportsBook]);
    // The bottom bar's Sports entry leads to the in-play page.
    expect(shown(bottomBarItemsFor('sports'))).toEqual([paths.home, paths.inPlay, paths.openBets, paths.transaction]);
    expect(shown([...headerShortcuts.b2c, ...headerShortcuts.b2b])).toEqual([paths.deposit, paths.withdraw, paths.inPlay, paths.openBets]);
    expect(shown(infoMenuItems)).toHaveLength(infoMenuItems.length);
    expect(shown(accountMenuItems)).toEqual([
      paths.myWallet,
      paths.openBets,
      paths.betHistory,
      paths.accounts,
      paths.transaction,
      paths.profile,
      paths.buttonValues,
      paths.notification,
      paths.complainBox,
      paths.bonusOffer,
      paths.awaitingBonus,
      paths.refer,
      paths.secureAuth,
    ]);
  });
});
