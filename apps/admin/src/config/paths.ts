/** Every route path of the staff console, relative to the router's basename (/admin). */
export const paths = {
  dashboard: '/',
  signIn: '/sign-in',
  hierarchyUsers: '/hierarchy/users',
  hierarchyTree: '/hierarchy/tree',
  marketAnalysis: '/markets/analysis',
  deposits: '/money/deposits',
  withdrawals: '/money/withdrawals',
  bonusOffers: '/money/bonus-offers',
  reconciliation: '/money/reconciliation',
  openBets: '/bets/open',
  betHistory: '/bets/history',
  marketResults: '/markets/results',
  siteSettings: '/sites/settings',
  complaints: '/support/complaints',
  sendNotification: '/support/notifications',
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
