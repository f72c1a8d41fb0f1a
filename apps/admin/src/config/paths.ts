/** Every route path of the staff console, relative to the router's basename (/admin). */
export const paths = {
  dashboard: '/',
  signIn: '/sign-in',
  deposits: '/money/deposits',
  withdrawals: '/money/withdrawals',
  openBets: '/bets/open',
  betHistory: '/bets/history',
  marketResults: '/markets/results',
  siteSettings: '/sites/settings',
} as const;

/** The console lives under this prefix of the player site's host. */
export const BASENAME = '/admin';

/**
 * Keys in local storage. The player site on the same host keeps `token`, `userType`...;
 * the console's own prefix keeps a staff session and a player session from overwriting
 * each other.
 */
export const storageKeys = {
  token: 'staff.token',
  userType: 'staff.userType',
  userName: 'staff.userName',
  twoFactorPending: 'staff.twoFactorPending',
  changePassword: 'staff.changePassword',
  navCollapsed: 'staff.navCollapsed',
} as const;
