/** Every route path of the staff console, relative to the router's basename (/admin). */
export const paths = {
  dashboard: '/',
  signIn: '/sign-in',
  hierarchyUsers: '/hierarchy/users',
  hierarchyTree: '/hierarchy/tree',
  multiLogin: '/hierarchy/multi-login',
  marketAnalysis: '/markets/analysis',
  deposits: '/money/deposits',
  withdrawals: '/money/withdrawals',
  bonusOffers: '/money/bonus-offers',
  bonusWallet: '/money/bonus-wallet',
  reconciliation: '/money/reconciliation',
  casinoReconciliation: '/money/casino-reconciliation',
  openBets: '/bets/open',
  betHistory: '/bets/history',
  marketResults: '/markets/results',
  marketEvents: '/markets/events',
  liveMarket: '/markets/live',
  typeLists: '/markets/type-lists',
  gameManagement: '/markets/games',
  siteSettings: '/sites/settings',
  whiteLabels: '/sites/white-labels',
  domains: '/sites/domains',
  themeEditor: '/sites/theme',
  blogPosts: '/sites/blog-posts',
  userRefresh: '/sites/users',
  depositTypes: '/money/deposit-types',
  withdrawTypes: '/money/withdraw-types',
  b2cDashboard: '/dashboard/b2c',
  complaints: '/support/complaints',
  sendNotification: '/support/notifications',
  reportDownlinePl: '/reports/downline-pl',
  reportMarketPl: '/reports/market-pl',
  reportCommission: '/reports/commission',
  reportStatements: '/reports/statements',
  auditLog: '/reports/audit-log',
  reportRegistrations: '/reports/registrations',
  secureAuth: '/account/secure-auth',
  transactionCode: '/account/transaction-code',
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
  twoFactorSetup: 'staff.twoFactorSetup',
  navCollapsed: 'staff.navCollapsed',
} as const;
