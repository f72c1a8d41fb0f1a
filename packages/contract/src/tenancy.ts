import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope, messageOnlySchema } from './envelope.js';
import { pathRoleSchema } from './roles.js';
import { formBoolean } from './auth.js';

export const domainTypeSchema = z.enum(['b2b', 'b2c']);
export type DomainType = z.infer<typeof domainTypeSchema>;

/** Per-site feature switches, keyed by host (docs/product.md §1). */
export const domainFeaturesSchema = z.object({
  /** Deposit and withdraw buttons open the WhatsApp contact instead of the drawers. */
  whatsappDeposit: z.boolean().default(false),
  whatsappWithdraw: z.boolean().default(false),
  /** `/` jumps to `/live-casino`. */
  casinoHome: z.boolean().default(false),
  sportsBook: z.boolean().default(false),
  referAndEarn: z.boolean().default(false),
  /** Domain shows the Switch Theme button in the header. */
  switchTheme: z.boolean().default(false),
  /**
   * The site offers the cock-fight provider's games: the player site provisions each non-demo
   * player's account there once (GET api/user/cockFight/create). Absent means off.
   */
  cockFight: z.boolean().optional(),
});
export type DomainFeatures = z.infer<typeof domainFeaturesSchema>;

/**
 * The phone bottom bar's variant (docs/decisions/bottom-bar-variants.md): `sports` is Home,
 * Sports, Casino, Bet, Transactions; `crash` puts the Crash game in Sports' place; `support`
 * puts Support (the site's WhatsApp contact) in Transactions' place.
 */
export const BOTTOM_BAR_VARIANTS = ['sports', 'crash', 'support'] as const;
export const bottomBarSchema = z.enum(BOTTOM_BAR_VARIANTS);
export type BottomBarVariant = z.infer<typeof bottomBarSchema>;

/** The current domain as the client keeps it (docs/product.md §3 "Current domain"). */
export const currentDomainSchema = z.object({
  domainName: z.string(),
  type: domainTypeSchema,
  whitelabelId: z.string(),
  isDiamond: z.boolean(),
  isFuture9Switch: z.boolean(),
  desktopHost: z.string().nullable(),
  features: domainFeaturesSchema,
  bottomBar: bottomBarSchema,
});
export type CurrentDomain = z.infer<typeof currentDomainSchema>;

export const themeConfigSchema = z.object({
  logoText: z.string(),
  logo: z.string(),
  headerLogo: z.string(),
  logoSmallUrl: z.string(),
  socialMedia: z.object({
    facebook: z.string(),
    twitter: z.string(),
    instagram: z.string(),
    telegram: z.string(),
    youtube: z.string(),
    website: z.string(),
    signal: z.string(),
  }),
  registration: z.object({ whatsappNumber: z.string() }),
  enable: z.object({
    isRegister: z.boolean(),
    forgetPassword: z.boolean(),
    depositButton: z.boolean(),
    withdrawButton: z.boolean(),
  }),
  headerBottom: z.object({ marqueeText: z.string() }),
  slideShow: z.array(z.object({ image: z.string(), title: z.string().optional(), link: z.string().optional() })),
  theme: z.object({ mobileBanner: z.string(), bannerText: z.string() }),
  /** CSS colour values fed to the site's CSS variables. */
  themeColor: z.object({
    primary: z.string(),
    secondary: z.string(),
    accent: z.string(),
    back: z.string(),
    lay: z.string(),
  }),
  background: z.object({ light: z.string(), dark: z.string() }),
  phishingBanner: z.object({ enabled: z.boolean(), image: z.string().nullable(), text: z.string() }),
});
export type ThemeConfig = z.infer<typeof themeConfigSchema>;

export const footerThemeSchema = z.object({
  mainTitle: z.string(),
  mainDescription: z.string(),
  companyDetail: z.string(),
  companyTermsCondition: z.string(),
  copyrighMessage: z.string(),
});
export type FooterTheme = z.infer<typeof footerThemeSchema>;

export const appConfigurationSchema = z.object({
  isMaintenance: z.boolean(),
  useSocket: z.boolean(),
  isSocketBlocked: z.boolean(),
  siteLoader: z.string(),
});
export type AppConfiguration = z.infer<typeof appConfigurationSchema>;

/** Languages the player site offers; strings come from intl/{code}/strings.json (docs/product.md §1). */
export const DEFAULT_LOCALE = 'en-us';
export const SUPPORTED_LOCALES = [
  { code: 'en-us', label: 'English' },
  { code: 'hi-in', label: 'हिन्दी' },
] as const;

/** GET api/common/wholeAppConfiguration. Key names as docs/product.md spells them. */
export const wholeAppConfigurationSchema = z.object({
  appConfigruation: appConfigurationSchema,
  globalAppConfiguration: z.object({
    defaultLocale: z.string(),
    locales: z.array(z.object({ code: z.string(), label: z.string() })),
    currency: z.literal('INR'),
  }),
  domain: currentDomainSchema,
  whiteLabel: z.object({ _id: z.string(), name: z.string() }),
  theme: themeConfigSchema,
  footerTheme: footerThemeSchema,
});
export type WholeAppConfiguration = z.infer<typeof wholeAppConfigurationSchema>;

export const getWholeAppConfiguration = defineRoute({
  method: 'GET',
  path: '/api/common/wholeAppConfiguration',
  summary: 'Site, theme, footer and app configuration of the site named by the Host header',
  tags: ['tenancy'],
  access: { kind: 'public' },
  querystring: z.object({ whiteLabelId: z.string().max(64).optional() }),
  response: docsEnvelope(wholeAppConfigurationSchema),
});

export const getMaintenance = defineRoute({
  method: 'GET',
  path: '/api/common/maintenance',
  summary: 'Whether the site is in maintenance',
  tags: ['tenancy'],
  access: { kind: 'public' },
  response: docsEnvelope(z.object({ isMaintenance: z.boolean() })),
});

export const getImageBaseUrl = defineRoute({
  method: 'GET',
  path: '/api/common/imageBaseUrl',
  summary: 'An image of ours as a base64 data URL (for download and copy without CORS)',
  tags: ['tenancy'],
  access: { kind: 'public' },
  /**
   * `/uploads/<file>` (or the same path as an absolute URL of the calling host), or a
   * `data:image/...;base64,` URL. Anything else is refused: this is not an open proxy. Only an
   * upload anyone may see on the calling site is answered (a theme image of its own label); a
   * private one, such as a payment proof, answers 404 as a missing file does.
   */
  querystring: z.object({ imageUrl: z.string().trim().min(1).max(16_000) }),
  response: docsEnvelope(z.object({ imageBase: z.string() })),
});

export const communicationChannelSchema = z.object({
  depositWhatsapp: z.string(),
  withdrawWhatsapp: z.string(),
});
export type CommunicationChannel = z.infer<typeof communicationChannelSchema>;
export const getCommunicationDetail = defineRoute({
  method: 'GET',
  path: '/api/:role/communicationDetail',
  summary: 'WhatsApp contacts for deposits and withdrawals of the caller’s site',
  tags: ['tenancy'],
  access: { kind: 'session' },
  params: z.object({ role: pathRoleSchema }),
  querystring: z.object({ adminId: z.string().max(64).optional() }),
  response: docsEnvelope(communicationChannelSchema),
});

export const referralSettingSchema = z.object({
  /** Domain has Refer and Earn on, the label has a bonus cap, and the player is not demo. */
  enabled: z.boolean(),
  /** Cap of the referral bonus in rupees; 0 whenever `enabled` is false (clients show the menu on > 0). */
  maxBonusAmount: z.number(),
  /** Bonus as a percentage of the referred player's deposits (10 = 10 %). */
  bonusPercent: z.number(),
  /** Empty for demo players, who cannot refer. */
  referralCode: z.string(),
});
export type ReferralSetting = z.infer<typeof referralSettingSchema>;
export const getReferralSetting = defineRoute({
  method: 'GET',
  path: '/api/user/setting/referral',
  summary: 'Refer and Earn settings of the site and the player’s referral code',
  tags: ['tenancy'],
  access: { kind: 'session', roles: ['user'] },
  response: docsEnvelope(referralSettingSchema),
});

export const whiteLabelRoleSchema = z.object({
  whiteLabelId: z.string(),
  name: z.string(),
  type: domainTypeSchema,
  features: domainFeaturesSchema,
});
export type WhiteLabelRole = z.infer<typeof whiteLabelRoleSchema>;
export const getWhiteLabelRole = defineRoute({
  method: 'GET',
  path: '/api/user/whiteLabelRole',
  summary: 'The player’s white label and its switches',
  tags: ['tenancy'],
  access: { kind: 'session', roles: ['user'] },
  response: docsEnvelope(whiteLabelRoleSchema),
});

/**
 * Administrator toggles (docs/product.md §2, §4). PUT or POST, JSON or form. The body names
 * the wanted state; the staff member's transaction code is required and checked.
 */
export const setMaintenanceBodySchema = z.object({
  maintenanceMode: formBoolean,
  transactionCode: z.string().trim().max(32).optional().default(''),
});
export const setMaintenance = defineRoute({
  method: 'PUT',
  path: '/api/administrator/setting/maintenance',
  summary: 'Switch maintenance mode on or off (transaction code required)',
  tags: ['tenancy'],
  access: { kind: 'session', roles: ['administrator'] },
  body: setMaintenanceBodySchema,
  response: messageOnlySchema.extend({ docs: z.object({ isMaintenance: z.boolean() }) }),
});
export const setUseSocketBodySchema = z.object({
  socket: formBoolean,
  transactionCode: z.string().trim().max(32).optional().default(''),
});
export const setUseSocket = defineRoute({
  method: 'PUT',
  path: '/api/administrator/setting/useSocket',
  summary: 'Switch use of the live socket on or off (transaction code required)',
  tags: ['tenancy'],
  access: { kind: 'session', roles: ['administrator'] },
  body: setUseSocketBodySchema,
  response: messageOnlySchema.extend({ docs: z.object({ useSocket: z.boolean() }) }),
});

export const pathRoleParams = z.object({ role: pathRoleSchema });

/** Answers of the administrator toggles (spelling as docs/product.md gives it). */
export const SETTING_MESSAGES = {
  maintenanceOn: 'Maintence On',
  maintenanceOff: 'Maintence Off',
  socketOn: 'Socket Connection On',
  socketOff: 'Socket Connection Off',
} as const;
