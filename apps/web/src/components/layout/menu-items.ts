import { paths } from '../../config/paths';
import { STAFF_ROLES, type BottomBarVariant, type Role } from '@backlay/contract';
import { bottomBarCells, type BottomBarCell } from '@backlay/domain';
import type { IconName } from '../ui/icons';

/**
 * Every navigation entry of the shell, in one list per place. An entry shows only when its
 * route is registered in app/router.tsx (see route-availability.tsx): a later issue that adds
 * a screen gets its menu entries for free, and adds new entries here.
 */
export interface NavItem {
  id: string;
  /** i18n key and English default. */
  labelKey: string;
  label: string;
  to: string;
  icon: IconName;
  /** Signed-out visitors get the login popup instead of the page. */
  requiresLogin?: boolean;
  /** Hidden from signed-out visitors (Politics). */
  loggedInOnly?: boolean;
}

/** The Refer and Earn entry, which has its own rule (docs/product.md §6). */
export const REFER_ITEM_ID = 'refer';

export const homeItem: NavItem = { id: 'home', labelKey: 'nav.home', label: 'Home', to: paths.home, icon: 'home' };

/** Side menu, below Home (docs/product.md §2 "Side menu"). */
export const casinoMenuItems: NavItem[] = [
  { id: 'top-casino', labelKey: 'nav.topCasino', label: 'Top Casino', to: paths.topCasino, icon: 'trophy' },
  { id: 'live-casino', labelKey: 'nav.liveCasino', label: 'Live Casino', to: paths.liveCasino, icon: 'cards' },
  { id: 'crash-games', labelKey: 'nav.crashGames', label: 'Crash Games', to: paths.crashGames, icon: 'rocket' },
  { id: 'virtual-games', labelKey: 'nav.virtualGames', label: 'Virtual Games', to: paths.virtualGames, icon: 'gamepad' },
  { id: 'slot-games', labelKey: 'nav.slotGames', label: 'Slot Games', to: paths.slotGames, icon: 'cherry' },
  { id: 'lottery', labelKey: 'nav.lottery', label: 'Lottery', to: paths.lottery, icon: 'ticket' },
  { id: 'politics', labelKey: 'nav.politics', label: 'Politics', to: paths.politics, icon: 'landmark', loggedInOnly: true },
  { id: 'favorite', labelKey: 'nav.favorite', label: 'Favorite', to: paths.favorite, icon: 'star', requiresLogin: true },
];

/**
 * The side menu's Sports section: plain links shown above the sports tree (sports, then
 * competitions and events), which the shell renders into SideMenu's `sports` slot.
 */
export const sportsMenuItems: NavItem[] = [
  { id: 'in-play', labelKey: 'nav.inPlay', label: 'In-Play', to: paths.inPlay, icon: 'live' },
  // Label key of the sports feature's strings (features/sports/strings.*.json).
  { id: 'exchange', labelKey: 'sports.exchangeTitle', label: 'Exchange', to: paths.exchange, icon: 'swap' },
  { id: 'sports-book', labelKey: 'nav.sportsBook', label: 'Sports Book', to: paths.sportsBook, icon: 'ball' },
];

/** Signed-in account entries of the side menu (also in the header's user menu). */
export const accountMenuItems: NavItem[] = [
  {
    id: 'my-wallet',
    labelKey: 'nav.myWallet',
    label: 'My Wallet',
    to: paths.myWallet,
    icon: 'wallet',
    requiresLogin: true,
    loggedInOnly: true,
  },
  {
    id: 'open-bets',
    labelKey: 'nav.openBets',
    label: 'Open Bets',
    to: paths.openBets,
    icon: 'receipt',
    requiresLogin: true,
    loggedInOnly: true,
  },
  {
    id: 'bet-history',
    labelKey: 'nav.betHistory',
    label: 'Bet History',
    to: paths.betHistory,
    icon: 'chart',
    requiresLogin: true,
    loggedInOnly: true,
  },
  {
    id: 'accounts',
    labelKey: 'nav.accounts',
    label: 'Account Statement',
    to: paths.accounts,
    icon: 'fileText',
    requiresLogin: true,
    loggedInOnly: true,
  },
  {
    id: 'transaction',
    labelKey: 'nav.transactions',
    label: 'Transactions',
    to: paths.transaction,
    icon: 'swap',
    requiresLogin: true,
    loggedInOnly: true,
  },
  { id: 'profile', labelKey: 'nav.profile', label: 'Profile', to: paths.profile, icon: 'user', requiresLogin: true, loggedInOnly: true },
  {
    id: 'button-values',
    labelKey: 'nav.buttonValues',
    label: 'Button Values',
    to: paths.buttonValues,
    icon: 'tool',
    requiresLogin: true,
    loggedInOnly: true,
  },
  {
    id: 'notification',
    labelKey: 'nav.notifications',
    label: 'Notifications',
    to: paths.notification,
    icon: 'megaphone',
    requiresLogin: true,
    loggedInOnly: true,
  },
  {
    id: 'complain-box',
    labelKey: 'nav.complainBox',
    label: 'Complain Box',
    to: paths.complainBox,
    icon: 'headset',
    requiresLogin: true,
    loggedInOnly: true,
  },
  {
    id: 'bonus-offer',
    labelKey: 'nav.bonusOffer',
    label: 'Bonus Offers',
    to: paths.bonusOffer,
    icon: 'star',
    requiresLogin: true,
    loggedInOnly: true,
  },
  {
    id: 'awaiting-bonus',
    labelKey: 'nav.awaitingBonus',
    label: 'Awaiting Bonus',
    to: paths.awaitingBonus,
    icon: 'trophy',
    requiresLogin: true,
    loggedInOnly: true,
  },
  /** Shown only when the referral data has a maxBonusAmount and the player is not demo (side-menu.tsx). */
  {
    id: REFER_ITEM_ID,
    labelKey: 'nav.referAndEarn',
    label: 'Refer and Earn',
    to: paths.refer,
    icon: 'link',
    requiresLogin: true,
    loggedInOnly: true,
  },
  {
    id: 'secure-auth',
    labelKey: 'nav.secureAuth',
    label: 'Secure Auth',
    to: paths.secureAuth,
    icon: 'shield',
    requiresLogin: true,
    loggedInOnly: true,
  },
];

/** The leadership board, open to everyone (masked names only), shown above the static pages. */
export const leaderboardItem: NavItem = {
  id: 'leadership-board',
  labelKey: 'nav.leadershipBoard',
  label: 'Leadership Board',
  to: paths.leadershipBoard,
  icon: 'trophy',
};

/**
 * Staff entries of the player-site menu by role (docs/product.md §6): whiteLabel sees User
 * Hierarchy and News Letter, the administrator News Letter, every non-user Transaction Code.
 * The player site refuses staff sessions ('Login with admin website'), so in practice these
 * show only if that rule is ever relaxed.
 *
 * Decision (docs/product.md lists these screens on the player site and also sends staff to "the admin
 * website"): the admin website is our staff console at /admin/. /user-hierarchy and
 * /news-letter stay player-site paths, as docs/product.md names them, but are doors to the console:
 * opening either one (from this menu, a bookmark or a typed URL) navigates the whole page to
 * the console's matching screen, its downline tree (/admin/hierarchy/tree) or its news letter
 * (/admin/support/notifications); see features/staff-menu/routes/staff-only.tsx.
 */
export interface StaffNavItem extends NavItem {
  roles: readonly Role[];
}
export const staffMenuItems: StaffNavItem[] = [
  {
    id: 'user-hierarchy',
    labelKey: 'nav.userHierarchy',
    label: 'User Hierarchy',
    to: paths.userHierarchy,
    icon: 'user',
    roles: ['whiteLabel'],
  },
  {
    id: 'news-letter',
    labelKey: 'nav.newsLetter',
    label: 'News Letter',
    to: paths.newsLetter,
    icon: 'megaphone',
    roles: ['whiteLabel', 'administrator'],
  },
  {
    id: 'transaction-code',
    labelKey: 'nav.transactionCode',
    label: 'Transaction Code',
    to: paths.transactionCode,
    icon: 'key',
    roles: STAFF_ROLES,
  },
];

/** The staff entries a signed-in role sees (none for players and visitors). */
export function visibleStaffItems(items: StaffNavItem[], userType: Role | null, isAvailable: (to: string) => boolean): NavItem[] {
  if (!userType || userType === 'user') return [];
  return items.filter((i) => i.roles.includes(userType) && isAvailable(i.to));
}

/** Static pages, open to everyone (docs/product.md §2). */
export const infoMenuItems: NavItem[] = [
  { id: 'rules', labelKey: 'nav.rulesAndRegulation', label: 'Rules & Regulation', to: paths.rules, icon: 'book' },
  { id: 'terms', labelKey: 'nav.termsAndConditions', label: 'Terms And Conditions', to: paths.terms, icon: 'fileText' },
  { id: 'privacy', labelKey: 'nav.privacyPolicy', label: 'Privacy Policy', to: paths.privacy, icon: 'lock' },
  { id: 'responsible', labelKey: 'nav.responsibleGambling', label: 'Responsible Gambling', to: paths.responsibleGambling, icon: 'heart' },
  { id: 'about', labelKey: 'nav.aboutUs', label: 'About Us', to: paths.aboutUs, icon: 'info' },
];

/** The bottom bar's cells that are links of ours (the Casino popup, Support and Menu are not). */
const bottomBarLinks: Partial<Record<BottomBarCell, NavItem>> = {
  home: homeItem,
  sports: { id: 'sports', labelKey: 'nav.sports', label: 'Sports', to: paths.inPlay, icon: 'ball' },
  // Sports' place in the `crash` variant: the Crash game of Backlay Originals.
  crash: { id: 'crash-game', labelKey: 'nav.crash', label: 'Crash', to: paths.originalsCrash, icon: 'rocket' },
  bet: { id: 'bet', labelKey: 'nav.bet', label: 'Bet', to: paths.openBets, icon: 'receipt', requiresLogin: true },
  transactions: {
    id: 'transactions',
    labelKey: 'nav.transactions',
    label: 'Transactions',
    to: paths.transaction,
    icon: 'swap',
    requiresLogin: true,
  },
};

/**
 * The mobile bottom bar's links (≤ 900 px) for a domain's variant, in the order of the domain's
 * `bottomBarCells` (docs/product.md §2, docs/decisions/bottom-bar-variants.md): Home, Sports or
 * Crash, Bet, and Transactions unless Support takes its place. Bet and Transactions need login.
 */
export function bottomBarItemsFor(variant: BottomBarVariant): NavItem[] {
  return bottomBarCells(variant).flatMap((cell) => bottomBarLinks[cell] ?? []);
}

/** The bottom bar's Casino popup. */
export const casinoPopupItems: NavItem[] = [
  { id: 'casino', labelKey: 'nav.casino', label: 'Casino', to: paths.liveCasino, icon: 'cards' },
  { id: 'virtual', labelKey: 'nav.virtual', label: 'Virtual', to: paths.virtualGames, icon: 'gamepad' },
  { id: 'lottery', labelKey: 'nav.lottery', label: 'Lottery', to: paths.lottery, icon: 'ticket' },
  { id: 'slot', labelKey: 'nav.slot', label: 'Slot', to: paths.slotGames, icon: 'cherry' },
  { id: 'crash', labelKey: 'nav.crash', label: 'Crash', to: paths.crashGames, icon: 'rocket' },
];

/** Mobile header shortcuts either side of the balance card (docs/product.md §2). */
export const headerShortcuts: Record<'b2c' | 'b2b', [NavItem, NavItem]> = {
  b2c: [
    { id: 'deposit', labelKey: 'nav.deposit', label: 'Deposit', to: paths.deposit, icon: 'deposit', requiresLogin: true },
    { id: 'withdraw', labelKey: 'nav.withdraw', label: 'Withdraw', to: paths.withdraw, icon: 'withdraw', requiresLogin: true },
  ],
  b2b: [
    { id: 'in-play', labelKey: 'nav.inPlayUpper', label: 'IN PLAY', to: paths.inPlay, icon: 'live' },
    { id: 'my-bets', labelKey: 'nav.myBets', label: 'MY BETS', to: paths.openBets, icon: 'receipt', requiresLogin: true },
  ],
};

/** Visible entries of a list for the current visitor. */
export function visibleItems(items: NavItem[], isAvailable: (to: string) => boolean, isLogin: boolean): NavItem[] {
  return items.filter((i) => isAvailable(i.to) && (isLogin || !i.loggedInOnly));
}
