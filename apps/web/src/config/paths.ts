/** Every route path of the player site, in one place (docs/product.md §2). */
export const paths = {
  home: '/',
  liveCasino: '/live-casino',
  profile: '/profile',
  secureAuth: '/secureauth',
  loginAuth: '/login-auth',
  transactionCode: '/transaction-code',
  rules: '/rules-and-regulation',
  privacy: '/privacy-policy',
  responsibleGambling: '/responsible-gambling',
  aboutUs: '/about-us',
  terms: '/terms-and-condition',
  // Screens of later issues. A path listed here is not a route until app/router.tsx registers
  // it; menus and shortcuts show an entry only once its route exists (no dead links).
  topCasino: '/top-casino',
  crashGames: '/crash-games',
  virtualGames: '/virtual-games',
  slotGames: '/slot-games',
  lottery: '/lottery',
  sportsBook: '/sports-book',
  /** A game's screen and its full-screen player; the game is named in the query string. */
  gameScreen: '/game-screen',
  gameScreenPlay: '/game-screen-play',
  // Backlay Originals' game pages (the studio's launch URL is /originals/{game}) and its verifier.
  originalsCrash: '/originals/crash',
  originalsFruitLine: '/originals/fruit-line',
  originalsLotto: '/originals/lotto-6-49',
  originalsDragonTiger: '/originals/dragon-tiger',
  originalsVerify: '/originals/verify',
  politics: '/2378961',
  favorite: '/favorite',
  inPlay: '/inPlay',
  exchange: '/exchange',
  /** The b2c phone footer's "Online Sport Exchange": the /exchange screen under its own address. */
  onlineExchange: '/online-exchange',
  search: '/search',
  /** Event detail (docs/product.md §2); the short form has no sport in the path. */
  event: '/events/:eventTypeId/:eventId',
  eventById: '/events/:eventId',
  openBets: '/open-bets',
  betHistory: '/bet-history',
  accounts: '/accounts',
  transaction: '/transaction',
  deposit: '/deposit',
  withdraw: '/withdraw',
  myWallet: '/my-wallet',
  notification: '/notification',
  buttonValues: '/button-values',
  complainBox: '/complain-box',
  refer: '/refer',
  bonusOffer: '/bonus-offer',
  awaitingBonus: '/awaiting-bonus',
  /** Registration with a referrer's code in the path (docs/product.md §2). */
  registerReferrer: '/register-referrer/:referrerCode',
  leadershipBoard: '/leadersip-board',
  /** Entry links (docs/product.md §2): a one-time login, a branch landing, a tracked sign-up. */
  directLogin: '/direct-login/:token',
  branchLanding: '/branch/:branchId',
  registerUtm: '/register/:utm_source',
  registerUtmSource: '/register/:utm_source/:registration_Source',
  /** Staff entries of the player-site menu (docs/product.md §6); they point to the staff console. */
  userHierarchy: '/user-hierarchy',
  newsLetter: '/news-letter',
  /** The footer's Blogs (b2c Resources column): the site's published posts, and one post by its slug (features/blogs). */
  blogs: '/blogs',
  blogPost: '/blogs/:slug',
  /** The site's bonus offers on now, open to visitors (features/promotions). */
  promotions: '/promotions',
} as const;

/** The Profit And Loss Report modal, shown over the wallet (docs/product.md §2). */
export const plReportPath = `${paths.myWallet}?report=pl`;

/** The event page of one event. */
export function eventPath(eventTypeId: number, eventId: string): string {
  return `/events/${eventTypeId}/${encodeURIComponent(eventId)}`;
}

/** A sport's page, `/{gameType}` with the sport's event type id (docs/product.md §2). */
export function sportPath(eventTypeId: number, competitionId?: string): string {
  return competitionId ? `/${eventTypeId}?competition=${encodeURIComponent(competitionId)}` : `/${eventTypeId}`;
}

/** The full-width search page with its term. */
export function searchPath(term: string): string {
  return term.trim() ? `${paths.search}?q=${encodeURIComponent(term.trim())}` : paths.search;
}

/** Keys the site keeps in local storage (docs/product.md §9). */
export const storageKeys = {
  token: 'token',
  userType: 'userType',
  theme: 'theme',
  language: 'language',
  demo: 'demo',
  demoTime: 'demoTime',
  changePassword: 'changePassword',
  twoFactorPending: 'twoFactorPending',
  redirectPath: 'redirectPath',
  profile: 'profile',
  profileTime: 'profileTime',
  rememberMe: 'rememberMe',
  phishingSeen: 'phishingSeen',
  referrerCode: 'referrerCode',
  branch: 'branch',
  utmSource: 'utm_source',
  registrationSource: 'registration_Source',
  /** Brand of the last configuration seen, so the next loading screen is branded at once. */
  siteBrand: 'siteBrand',
  /** The alternative header layout of the Switch Theme button ('classic' or absent). */
  layoutTheme: 'layoutTheme',
} as const;
