import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope, pagedEnvelope, pageQuerySchema } from './envelope.js';
import { pathRoleSchema } from './roles.js';
import {
  bottomBarSchema,
  domainFeaturesSchema,
  domainTypeSchema,
  footerThemeSchema,
  themeConfigSchema,
  type DomainFeatures,
} from './tenancy.js';

/**
 * The staff console's Sites calls (docs/product.md §1 "table of branded sites", "Modify All
 * WhiteLabel", "Theme Editor", §2 "Refresh user").
 *
 * Decisions where docs/product.md is silent:
 * - Modify All WhiteLabel and the domains are the administrator's: it alone stands above every
 *   white label. A new white label is created with its first domain and the default theme, in
 *   one transaction; its staff are then created from the Hierarchy screen.
 * - The Theme Editor is the administrator's (any white label) and the whiteLabel account's (its
 *   own only; another label answers 403).
 * - Every write here changes what players of a site see, so each needs the caller's
 *   transaction code (as the administrator toggles do) and leaves an audit row with the
 *   before and after.
 * - A white label is named in the path, never as `whiteLabelId` in a query or body: that name
 *   is the site check of the player calls (it must match the Host's site), and the console of
 *   one host manages every label.
 * - Images of a theme (logo, header logo, small logo, mobile banner, slide images) are
 *   `/uploads/...` or `/brand/...` paths or https links; a `data:image/...` URL sent by the
 *   editor is checked by its bytes, stored as an upload and replaced by its `/uploads/...` path.
 * - Refresh user sends one account's open screens `getRefreshPage` (they clear their caches and
 *   reload; nothing is ended, unlike a log-out). Only the administrator may refresh a user
 *   (docs/product.md §1 and the role table of §6); other roles answer 403 'Not allowed for
 *   your role'. The account must still be in the caller's downline; the answer is the documented
 *   'User Refreshed'.
 */

export const SITE_MESSAGES = {
  whiteLabelCreated: 'White Label Created',
  whiteLabelSaved: 'White Label Saved',
  domainSaved: 'Domain Saved',
  domainDeleted: 'Domain Deleted',
  themeSaved: 'Theme Saved',
  /** The documented toast of a refresh (docs/product.md §4). */
  userRefreshed: 'User Refreshed',
  whiteLabelNotFound: 'White label not found',
  domainNotFound: 'Domain not found',
  notYourWhiteLabel: 'This white label is not yours',
  nameInvalid: 'Name should be 2 to 60 characters',
  nameTaken: 'Another white label already has this name',
  hostInvalid: 'Host should be a domain name such as play.example.com, without http:// or a port',
  desktopHostInvalid: 'Desktop host should be a domain name such as www.example.com, without http:// or a port',
  hostTaken: 'This host already serves a site',
  lastDomain: 'A white label needs at least one domain: add another before deleting this one',
  whatsappInvalid: 'WhatsApp number should be digits with an optional leading +, 8 to 15 digits',
  referralBonusInvalid: 'Referral bonus should be rupees with at most two decimals',
  referralPercentInvalid: 'Referral percentage should be from 0 to 100 with at most two decimals',
  demoPointsInvalid: 'Demo points should be rupees with at most two decimals',
  imageInvalid: 'Images should be an uploaded PNG, JPEG, WebP, GIF or SVG file, a /brand/ path or an https link',
  imageTooLarge: 'Images should be at most 512 KB',
  nothingToChange: 'Nothing to change',
} as const;

/** Messages with a value in them. */
export const siteMessage = {
  colorInvalid: (field: string) => `${field} should be a colour such as #1d4ed8`,
  textTooLong: (field: string, max: number) => `${field} should be at most ${max} characters`,
};

/** Largest image a theme may carry (decoded bytes). */
export const MAX_THEME_IMAGE_BYTES = 512 * 1024;

const uuid = z.uuid('Not a valid id');
const transactionCode = z
  .union([z.string().trim().max(64), z.number()])
  .optional()
  .default('');
/** Typed by a person (number or text); the server checks it and answers with a clear message. */
const loose = z.union([z.number(), z.string().trim().max(32)]);

/* ------------------------------------------------------------------------------------------
 * White labels (Modify All WhiteLabel)
 * ------------------------------------------------------------------------------------------ */

export const whiteLabelSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: domainTypeSchema,
  /** Its hosts, the main (oldest) one first. */
  domains: z.array(z.object({ _id: z.string(), host: z.string(), type: domainTypeSchema })),
  depositWhatsapp: z.string(),
  withdrawWhatsapp: z.string(),
  /** Refer and Earn: cap of the bonus in rupees (0 = off) and its percentage of deposits. */
  referralMaxBonus: z.number(),
  referralBonusPercent: z.number(),
  /** Points a new demo session gets, rupees. */
  demoPoints: z.number(),
  /** Bets matched at the asked price only (no better price passed on). */
  askedPriceOnly: z.boolean(),
  /** Accounts of the label (demo sessions left out). */
  players: z.number().int(),
  staff: z.number().int(),
  createdAt: z.string(),
});
export type WhiteLabelSummary = z.infer<typeof whiteLabelSummarySchema>;

export const WHITE_LABEL_SORTS = ['name', 'createdAt', 'players'] as const;

/** `search` matches part of the name or of a host, without case. */
export const whiteLabelsQuerySchema = pageQuerySchema.extend({
  type: domainTypeSchema.optional(),
  sortBy: z.enum(WHITE_LABEL_SORTS).optional().default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).optional().default('asc'),
});
export type WhiteLabelsQuery = z.infer<typeof whiteLabelsQuerySchema>;

const administratorOnly = { kind: 'session', roles: ['administrator'] } as const;

export const getWhiteLabels = defineRoute({
  method: 'GET',
  path: '/api/administrator/setting/whiteLabel',
  summary: 'Every white label with its domains and account counts (paged, searchable, sortable)',
  tags: ['sites'],
  access: administratorOnly,
  querystring: whiteLabelsQuerySchema,
  response: pagedEnvelope(whiteLabelSummarySchema),
});

export const createWhiteLabelBodySchema = z.object({
  name: z.string().trim().max(200),
  type: domainTypeSchema,
  /** Its first (main) domain. */
  host: z.string().trim().max(300),
  transactionCode,
});
export type CreateWhiteLabelBody = z.input<typeof createWhiteLabelBodySchema>;

export const createWhiteLabel = defineRoute({
  method: 'POST',
  path: '/api/administrator/setting/whiteLabel',
  summary: 'Create a white label with its first domain and the default theme (transaction code required)',
  tags: ['sites'],
  access: administratorOnly,
  body: createWhiteLabelBodySchema,
  response: docsEnvelope(whiteLabelSummarySchema),
});

export const whiteLabelParamsSchema = z.object({ whiteLabelId: uuid });

/** Only what is sent changes. Amounts in rupees, the referral share as a percentage. */
export const updateWhiteLabelBodySchema = z.object({
  name: z.string().trim().max(200).optional(),
  type: domainTypeSchema.optional(),
  depositWhatsapp: z.string().trim().max(40).optional(),
  withdrawWhatsapp: z.string().trim().max(40).optional(),
  referralMaxBonus: loose.optional(),
  referralBonusPercent: loose.optional(),
  demoPoints: loose.optional(),
  askedPriceOnly: z.boolean().optional(),
  transactionCode,
});
export type UpdateWhiteLabelBody = z.input<typeof updateWhiteLabelBodySchema>;

export const updateWhiteLabel = defineRoute({
  method: 'PUT',
  path: '/api/administrator/setting/whiteLabel/:whiteLabelId',
  summary: 'Edit a white label: name, type, WhatsApp contacts, Refer and Earn, demo points, price matching (transaction code required)',
  tags: ['sites'],
  access: administratorOnly,
  params: whiteLabelParamsSchema,
  body: updateWhiteLabelBodySchema,
  response: docsEnvelope(whiteLabelSummarySchema),
});

/* ------------------------------------------------------------------------------------------
 * Domains (host, type, desktop host, feature switches)
 * ------------------------------------------------------------------------------------------ */

export const siteDomainSchema = z.object({
  _id: z.string(),
  host: z.string(),
  whiteLabel: z.object({ _id: z.string(), name: z.string() }),
  type: domainTypeSchema,
  desktopHost: z.string().nullable(),
  isDiamond: z.boolean(),
  isFuture9Switch: z.boolean(),
  features: domainFeaturesSchema,
  bottomBar: bottomBarSchema,
  createdAt: z.string(),
});
export type SiteDomain = z.infer<typeof siteDomainSchema>;

export const DOMAIN_SORTS = ['host', 'createdAt'] as const;

export const domainsQuerySchema = pageQuerySchema.extend({
  /** Only the domains of this white label. */
  ofWhiteLabel: uuid.optional(),
  type: domainTypeSchema.optional(),
  sortBy: z.enum(DOMAIN_SORTS).optional().default('host'),
  sortOrder: z.enum(['asc', 'desc']).optional().default('asc'),
});
export type DomainsQuery = z.infer<typeof domainsQuerySchema>;

export const getDomains = defineRoute({
  method: 'GET',
  path: '/api/administrator/setting/domain',
  summary: 'Every domain with its type, desktop host and feature switches (paged, searchable, sortable)',
  tags: ['sites'],
  access: administratorOnly,
  querystring: domainsQuerySchema,
  response: pagedEnvelope(siteDomainSchema),
});

const featureKeys = Object.keys(domainFeaturesSchema.shape) as (keyof DomainFeatures)[];
/** Feature switches to change: only those sent change. */
export const domainFeaturesPatchSchema = z
  .object(
    Object.fromEntries(featureKeys.map((k) => [k, z.boolean().optional()])) as Record<keyof DomainFeatures, z.ZodOptional<z.ZodBoolean>>,
  )
  .strict();

const domainFields = {
  type: domainTypeSchema,
  /** Empty or null: no desktop redirect. */
  desktopHost: z.string().trim().max(300).nullable(),
  isDiamond: z.boolean(),
  isFuture9Switch: z.boolean(),
  features: domainFeaturesPatchSchema,
  bottomBar: bottomBarSchema,
};

export const createDomainBodySchema = z.object({
  host: z.string().trim().max(300),
  type: domainFields.type,
  desktopHost: domainFields.desktopHost.optional(),
  isDiamond: domainFields.isDiamond.optional(),
  isFuture9Switch: domainFields.isFuture9Switch.optional(),
  features: domainFields.features.optional(),
  bottomBar: domainFields.bottomBar.optional(),
  transactionCode,
});
export type CreateDomainBody = z.input<typeof createDomainBodySchema>;

export const createDomain = defineRoute({
  method: 'POST',
  path: '/api/administrator/setting/whiteLabel/:whiteLabelId/domain',
  summary: 'Add a domain to a white label (transaction code required)',
  tags: ['sites'],
  access: administratorOnly,
  params: whiteLabelParamsSchema,
  body: createDomainBodySchema,
  response: docsEnvelope(siteDomainSchema),
});

export const domainParamsSchema = z.object({ domainId: uuid });

export const updateDomainBodySchema = z.object({
  host: z.string().trim().max(300).optional(),
  type: domainFields.type.optional(),
  desktopHost: domainFields.desktopHost.optional(),
  isDiamond: domainFields.isDiamond.optional(),
  isFuture9Switch: domainFields.isFuture9Switch.optional(),
  features: domainFields.features.optional(),
  bottomBar: domainFields.bottomBar.optional(),
  transactionCode,
});
export type UpdateDomainBody = z.input<typeof updateDomainBodySchema>;

export const updateDomain = defineRoute({
  method: 'PUT',
  path: '/api/administrator/setting/domain/:domainId',
  summary: 'Edit a domain: host, type, desktop host, feature switches, bottom bar (transaction code required)',
  tags: ['sites'],
  access: administratorOnly,
  params: domainParamsSchema,
  body: updateDomainBodySchema,
  response: docsEnvelope(siteDomainSchema),
});

export const deleteDomain = defineRoute({
  method: 'DELETE',
  path: '/api/administrator/setting/domain/:domainId',
  summary: 'Remove a domain (never the last one of its white label; transaction code required)',
  tags: ['sites'],
  access: administratorOnly,
  params: domainParamsSchema,
  body: z.object({ transactionCode }),
  response: docsEnvelope(z.object({ _id: z.string() })),
});

/* ------------------------------------------------------------------------------------------
 * Theme Editor
 * ------------------------------------------------------------------------------------------ */

export const siteThemeSchema = z.object({
  whiteLabel: z.object({ _id: z.string(), name: z.string(), type: domainTypeSchema }),
  /** Its hosts, the main one first: where the theme shows, each with its phone bar's variant. */
  domains: z.array(z.object({ host: z.string(), type: domainTypeSchema, bottomBar: bottomBarSchema })),
  /** As the player site reads it (stored values over the defaults). */
  theme: themeConfigSchema,
  footerTheme: footerThemeSchema,
  /** Last save; null when the label still has the default theme. */
  updatedAt: z.string().nullable(),
});
export type SiteTheme = z.infer<typeof siteThemeSchema>;

const themeRoles = { kind: 'session', roles: ['administrator', 'whiteLabel'] } as const;
export const themeParamsSchema = z.object({ role: pathRoleSchema, whiteLabelId: uuid });

export const getSiteTheme = defineRoute({
  method: 'GET',
  path: '/api/:role/setting/theme/:whiteLabelId',
  summary: 'Theme and footer of a white label, for the Theme Editor',
  tags: ['sites'],
  access: themeRoles,
  params: themeParamsSchema,
  response: docsEnvelope(siteThemeSchema),
});

export const saveSiteThemeBodySchema = z.object({
  theme: themeConfigSchema,
  footerTheme: footerThemeSchema,
  transactionCode,
});
export type SaveSiteThemeBody = z.input<typeof saveSiteThemeBodySchema>;

export const saveSiteTheme = defineRoute({
  method: 'PUT',
  path: '/api/:role/setting/theme/:whiteLabelId',
  summary: 'Save the theme and footer of a white label (transaction code required)',
  tags: ['sites'],
  access: themeRoles,
  params: themeParamsSchema,
  body: saveSiteThemeBodySchema,
  response: docsEnvelope(siteThemeSchema),
});

/* ------------------------------------------------------------------------------------------
 * Refresh user
 * ------------------------------------------------------------------------------------------ */

export const refreshUser = defineRoute({
  method: 'POST',
  path: '/api/:role/user/:userId/refresh',
  summary: 'Refresh user: the account’s open screens clear their caches and reload (administrator only)',
  tags: ['sites'],
  access: administratorOnly,
  params: z.object({ role: pathRoleSchema, userId: uuid }),
  /** `sockets`: the account's open live connections (on every server process) that were told. */
  response: docsEnvelope(z.object({ sockets: z.number().int() })),
});
