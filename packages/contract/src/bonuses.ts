import { z } from 'zod';
import { istDaySchema } from './dates.js';
import { defineRoute } from './route.js';
import { docsEnvelope, pagedEnvelope, pageQuerySchema } from './envelope.js';
import { formBoolean } from './auth.js';
import { pathRoleSchema, type Role } from './roles.js';

/**
 * Bonus offers and the player's bonuses (docs/product.md §3 "Bonus offer", "User bonus", §7
 * `GET api/{role}/setting/bonus`, `GET api/user/bonus`; §2 /bonus-offer, /awaiting-bonus).
 * Amounts are rupees on the wire, paise inside.
 *
 * Decisions where docs/product.md is silent:
 * - An offer's `min`/`max` bound the deposit amount (the drawer's warning compares the amount
 *   with them, §4); `limit` is how many times one player may claim the offer (1 = one-time;
 *   null = no limit). The bonus is `percentage` of the deposit, capped at `maxBonusAmount`,
 *   rounded down to the paisa (packages/domain bonus.ts). An offer runs between `startDate`
 *   and `endDate` (either open) while `active`.
 * - A player claims an offer with a deposit request (`bonusId`); a claim outside the offer's
 *   range is refused with the drawer's own warning rather than silently dropped. The bonus is
 *   `awaiting` while staff have not decided the deposit; approval credits deposit and bonus in
 *   one ledger entry (the bonus from the white label's promotions account) and makes it
 *   `active`; a rejection makes it `rejected` and credits nothing. An approved amount (what
 *   actually arrived) outside the offer's range gets no bonus: `notApplied`.
 * - Wagering: an offer may ask for turnover (settled bet stakes) of `wagering` times the bonus;
 *   `/awaiting-bonus` shows the progress, and the bonus is `completed` (released) once it is
 *   met. The documented `pts` includes bonus, so the bonus is in the wallet from approval on.
 * - Withdrawal while a bonus is being wagered: the bonus itself is not withdrawable until its
 *   wagering is met (the usual operator rule: bonus money is for play, not for cashing out).
 *   A withdrawal may take at most available points minus the bonuses still active (not yet
 *   met); above that it is refused with `bonusWageringMessage` (money.ts), which names the
 *   bonus and the most the player may withdraw now. The deposit and any winnings above the
 *   bonus stay withdrawable. A bonus whose points were lost keeps holding its amount back
 *   from later deposits until it is wagered or it expires. The rule runs under the wallet's
 *   lock with the other withdrawal rules, after the balance rule.
 * - Expiry: an offer may set `validityDays` (whole days, 1..365; null or absent = never
 *   expires). A bonus credited from it gets `expiresAt` = credit time + that many days (a
 *   referral bonus never expires: it asks no wagering). A bonus still `active` whose wagering
 *   is not met at that time becomes `expired`: it stops holding back withdrawals and the
 *   unwagered bonus is forfeited, the wallet paying back min(bonus, available points) to the
 *   promotions account in one `bonus` entry (key `bonus-expiry:<id>`, so never twice); points
 *   already lost are not clawed back beyond what is there. One met by then is `completed`.
 *   Editing an offer's validity changes only the bonuses credited afterwards.
 * - Writes are for the administrator and the white label's own account (as payment methods),
 *   with the transaction code; any staff member of the white label may read the offers.
 */

export const BONUS_SETUP_ROLES = ['administrator', 'whiteLabel'] as const satisfies readonly Role[];
const ALL_ROLES = ['administrator', 'whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch', 'subBranch', 'user'] as const;

/** Highest percentage an offer may give (a 1000 % bonus is a typo, not a promotion). */
export const MAX_BONUS_PERCENT = 500;

export const USER_BONUS_KINDS = ['deposit', 'referral'] as const;
export type UserBonusKind = (typeof USER_BONUS_KINDS)[number];
/** Longest validity an offer may give its bonuses, in days (a year; longer is a typo). */
export const MAX_BONUS_VALIDITY_DAYS = 365;

/**
 * awaiting: the deposit waits for staff; active: credited, wagering not met yet; completed:
 * credited and released; notApplied: the approved amount was outside the offer; rejected: the
 * deposit was rejected; expired: its validity ran out before the wagering was met and the
 * unwagered bonus was taken back.
 */
export const USER_BONUS_STATUSES = ['awaiting', 'active', 'completed', 'notApplied', 'rejected', 'expired'] as const;
export type UserBonusStatus = (typeof USER_BONUS_STATUSES)[number];
/** The bonuses /awaiting-bonus lists: not yet released. */
export const PENDING_BONUS_STATUSES: readonly UserBonusStatus[] = ['awaiting', 'active'];

export const BONUS_MESSAGES = {
  // Exact product strings (docs/product.md §4, §8), typos included.
  noOffer: 'No Offer',
  offerNotApplied: 'Offer will not applied, please check valid offer ot proceed without offer',
  // Ours, where docs/product.md shows no string.
  offerUsed: 'You have already used this offer',
  offerSaved: 'Bonus Offer Saved',
  offerNotFound: 'Bonus offer not found',
  titleRequired: 'Title is required',
  percentInvalid: `Percentage should be more than 0 and at most ${MAX_BONUS_PERCENT}`,
  amountInvalid: 'Amounts should be rupees with at most two decimals',
  rangeInvalid: 'Min amount should not be more than max amount',
  windowInvalid: 'End date should be after start date',
  validityInvalid: `Valid for (days) should be a whole number from 1 to ${MAX_BONUS_VALIDITY_DAYS}, or empty for no expiry`,
  notYourSite: 'This offer belongs to another site',
  whiteLabelMissing: 'WhiteLabel is Missing!',
  walletB2cOnly: 'The bonus wallet is for B2C white labels only',
  notYourWhiteLabel: 'This white label is not yours',
  whiteLabelNotFound: 'White label not found',
} as const;

const looseAmount = z.union([z.number(), z.string().max(32)]);
const boolQuery = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());
const dateInput = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

export const bonusOfferSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Deposit range in rupees; null = open. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Claims per player; null = no limit. */
  limit: z.number().int().nullable(),
  /** Percent of the deposit (10 = 10 %, two decimals at most). */
  percentage: z.number(),
  /** Cap of the bonus in rupees; null = no cap. */
  maxBonusAmount: z.number().nullable(),
  /** Turnover to bet, as a multiple of the bonus, before it is released (0 = none). */
  wagering: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Days a bonus credited from the offer has to meet its wagering; null = never expires. */
  validityDays: z.number().int().nullable(),
  active: z.boolean(),
  sort: z.number().int().nullable(),
  /** For a player: how many times the player has claimed it (0 for staff). */
  count: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BonusOffer = z.infer<typeof bonusOfferSchema>;

export const bonusOffersQuerySchema = z.object({
  /** Players always get the offers they can claim now; staff get all unless active=true. */
  active: boolQuery.optional(),
  /** The administrator names the white label (others use their own). */
  whiteLabelId: z.string().trim().max(64).optional(),
});

const offerFields = z.object({
  title: z.string().trim().max(100),
  description: z.string().trim().max(2000),
  min: looseAmount.nullable(),
  max: looseAmount.nullable(),
  limit: z.coerce.number().int().min(1).max(1000).nullable(),
  percentage: looseAmount,
  maxBonusAmount: looseAmount.nullable(),
  wagering: z.coerce.number().int().min(0).max(100),
  startDate: dateInput.nullable(),
  endDate: dateInput.nullable(),
  /** Loose here, checked by the service, so a bad value gets `validityInvalid` ('' = none). */
  validityDays: z.union([z.number(), z.string().max(16)]).nullable(),
  active: formBoolean,
  sort: z.coerce.number().int().min(0).max(1_000_000).nullable(),
});
const setupCode = { transactionCode: z.union([z.string().trim().max(64), z.number()]).optional() };
export const bonusOfferInputSchema = offerFields
  .partial()
  .required({ title: true, percentage: true })
  .extend({ whiteLabelId: z.string().trim().max(64).optional(), ...setupCode });
export type BonusOfferInput = z.output<typeof bonusOfferInputSchema>;
export const bonusOfferUpdateSchema = offerFields.partial().extend({ bonusId: z.string().trim().min(1).max(64), ...setupCode });
export type BonusOfferUpdate = z.output<typeof bonusOfferUpdateSchema>;

/** One bonus of the player (docs/product.md §3 "User bonus": bonusId, count). */
export const userBonusSchema = z.object({
  _id: z.string(),
  kind: z.enum(USER_BONUS_KINDS),
  /** The offer; '' for a referral bonus. */
  bonusId: z.string(),
  title: z.string(),
  /** How many times the player has claimed this offer (claims not rejected, this one included). */
  count: z.number().int(),
  status: z.enum(USER_BONUS_STATUSES),
  depositId: z.string().nullable(),
  depositAmount: z.number(),
  /** The bonus credited (or, while awaiting, the bonus the requested amount would bring). */
  bonusAmount: z.number(),
  wageringRequired: z.number(),
  /** Settled bet stakes since the credit, capped at the requirement. */
  wageringDone: z.number(),
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
  /** When the bonus expires if its wagering is not met (ISO); null = never. */
  expiresAt: z.string().nullable(),
});
export type UserBonus = z.infer<typeof userBonusSchema>;

const roleParams = z.object({ role: pathRoleSchema });
const offerResponse = docsEnvelope(bonusOfferSchema);

export const getBonusOffers = defineRoute({
  method: 'GET',
  path: '/api/:role/setting/bonus',
  summary: 'Bonus offers of the white label (players: the ones they can claim now)',
  tags: ['bonuses'],
  access: { kind: 'session', roles: ALL_ROLES },
  params: roleParams,
  querystring: bonusOffersQuerySchema,
  response: docsEnvelope(z.array(bonusOfferSchema)),
});

export const createBonusOffer = defineRoute({
  method: 'POST',
  path: '/api/:role/setting/bonus',
  summary: 'Add a bonus offer (transaction code required)',
  tags: ['bonuses'],
  access: { kind: 'session', roles: BONUS_SETUP_ROLES },
  params: roleParams,
  body: bonusOfferInputSchema,
  response: offerResponse,
});

export const updateBonusOffer = defineRoute({
  method: 'PUT',
  path: '/api/:role/setting/bonus',
  summary: 'Edit or deactivate (active=false) a bonus offer (transaction code required)',
  tags: ['bonuses'],
  access: { kind: 'session', roles: BONUS_SETUP_ROLES },
  params: roleParams,
  body: bonusOfferUpdateSchema,
  response: offerResponse,
});

export const getUserBonuses = defineRoute({
  method: 'GET',
  path: '/api/user/bonus',
  summary: "The player's bonuses (newest first), with status and wagering progress",
  tags: ['bonuses'],
  access: { kind: 'session', roles: ['user'] },
  querystring: z.object({ status: z.enum(['all', 'pending', ...USER_BONUS_STATUSES]).default('all') }),
  response: docsEnvelope(z.array(userBonusSchema)),
});

/* ---------------------------------------------------------------------------------------------
 * Bonus wallet: GET api/{role}/bonus/wallet (docs/product.md §6 "bonus wallet (b2c only)" and
 * its role table). The white label's promotions account and the bonuses it gave.
 * Decisions where docs/product.md is silent:
 * - Administrator and whiteLabel only; the whiteLabel reads its own label (another id: 403),
 *   the administrator names a label (`whiteLabelId`). A B2B label has no bonus wallet: 403.
 * - Figures: `paidTotal` / `paidInRange` are what the promotions account paid out (minus its
 *   postings, all time / in the range) from the ledger; `locked` is the bonuses credited whose
 *   wagering is not met yet, `released` those credited and met (or without wagering); an
 *   expired bonus counts in neither (what was left of it went back).
 * - The list holds the bonuses created in the range (IST days, both inclusive, default the last
 *   7 days as the reports), newest first; `search` matches part of the player's user name. An
 *   active bonus whose wagering is met shows `completed` (read only: nothing is written).
 * ------------------------------------------------------------------------------------------- */

export const bonusWalletQuerySchema = pageQuerySchema.extend({
  startDate: istDaySchema.optional(),
  endDate: istDaySchema.optional(),
  whiteLabelId: z.string().trim().max(64).optional(),
});
export type BonusWalletQuery = z.output<typeof bonusWalletQuerySchema>;

export const bonusWalletRowSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  userName: z.string(),
  kind: z.enum(USER_BONUS_KINDS),
  /** The offer's title, or "Referral bonus (referred player)". */
  title: z.string(),
  status: z.enum(USER_BONUS_STATUSES),
  depositAmount: z.number(),
  bonusAmount: z.number(),
  wageringRequired: z.number(),
  wageringDone: z.number(),
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type BonusWalletRow = z.infer<typeof bonusWalletRowSchema>;

export const bonusWalletFiguresSchema = z.object({
  whiteLabelId: z.string(),
  whiteLabelName: z.string(),
  paidTotal: z.number(),
  paidInRange: z.number(),
  locked: z.number(),
  released: z.number(),
});
export type BonusWalletFigures = z.infer<typeof bonusWalletFiguresSchema>;

export const getBonusWallet = defineRoute({
  method: 'GET',
  path: '/api/:role/bonus/wallet',
  summary: "The white label's bonus wallet: promotions account figures and the bonuses given (B2C only)",
  tags: ['bonuses'],
  access: { kind: 'session', roles: BONUS_SETUP_ROLES },
  params: roleParams,
  querystring: bonusWalletQuerySchema,
  response: pagedEnvelope(bonusWalletRowSchema).extend({
    figures: bonusWalletFiguresSchema,
    startDate: z.string(),
    endDate: z.string(),
  }),
});

/* ---------------------------------------------------------------------------------------------
 * Promotions: GET api/common/promotions (docs/product.md §2 Footer "Promotions at
 * /promotions"). docs/product.md names the page, not its call. Decisions:
 * - Public, like the other api/common calls: the site comes from the Host header (or the
 *   `whiteLabelId` an unknown host names); without a site it answers 400 'WhiteLabel is Missing!'.
 * - It lists the white label's offers that are on now: `active` and inside their start/end
 *   window, in the staff's order (sort, then newest). Every such offer is listed, for visitors
 *   and players alike: a promotion page is marketing, and whether one player may still claim
 *   it is the deposit drawer's business (its offer chooser hides an offer used up).
 * - Only what the offer's terms tell a visitor: title, terms text, percentage, cap, deposit
 *   range, claims per player, wagering, validity and end date. Never who set it up, its label,
 *   its switches or bookkeeping. `_id` is the offer's own id (what a deposit names as bonusId),
 *   kept so a card can be addressed (/promotions#offer-<id>); it names no staff or account.
 * ------------------------------------------------------------------------------------------- */

export const promotionSchema = bonusOfferSchema.pick({
  _id: true,
  title: true,
  description: true,
  percentage: true,
  maxBonusAmount: true,
  min: true,
  max: true,
  limit: true,
  wagering: true,
  validityDays: true,
  endDate: true,
});
export type Promotion = z.infer<typeof promotionSchema>;

export const getPromotions = defineRoute({
  method: 'GET',
  path: '/api/common/promotions',
  summary: "The site's bonus offers on now, as visitors see them (public)",
  tags: ['bonuses'],
  access: { kind: 'public' },
  response: docsEnvelope(z.array(promotionSchema)),
});
