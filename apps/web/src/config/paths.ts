/** Every route path of the player site, in one place (platform-core §2). */
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
} as const;

/** Keys the site keeps in local storage (platform-core §9). */
export const storageKeys = {
  token: 'token',
  userType: 'userType',
  theme: 'theme',
  language: 'language',
  demo: 'demo',
  demoTime: 'demoTime',
  changePassword: 'changePassword',
  redirectPath: 'redirectPath',
  profile: 'profile',
  profileTime: 'profileTime',
  rememberMe: 'rememberMe',
  phishingSeen: 'phishingSeen',
  referrerCode: 'referrerCode',
  branch: 'branch',
  utmSource: 'utm_source',
  registrationSource: 'registration_Source',
} as const;
