import { z } from 'zod';
import { dayOrInstantSchema } from './dates.js';
import { defineRoute } from './route.js';
import { docsEnvelope, pagedEnvelope, pageInfoSchema, pageQuerySchema } from './envelope.js';
import { pathRoleSchema, STAFF_ROLES } from './roles.js';

/**
 * The casino (docs/product.md §2, §3 "Casino", §7 incl. "casino/openBet"; docs/architecture.md
 * §6): the game catalogue, the game launch, our side of the seamless-wallet protocol that game
 * providers call, the player's rounds (casino open bets) and the staff reconciliation. Money is
 * rupees on the wire and integer paise inside.
 */

/* ---------------------------------------------------------------------------------------------
 * Catalogue
 * ------------------------------------------------------------------------------------------- */

/** Game types in their fixed display order (the order of the documented categories). */
export const CASINO_GAME_TYPES = ['live', 'virtual', 'slot', 'crash', 'lottery'] as const;
export const casinoGameTypeSchema = z.enum(CASINO_GAME_TYPES);
export type CasinoGameType = z.infer<typeof casinoGameTypeSchema>;

/** The lobby's categories as docs/product.md names them, with the game type each lists (null: not a game type). */
export const CASINO_CATEGORIES = [
  { name: 'All Sports', gameType: null },
  { name: 'All Casino', gameType: null },
  { name: 'Sports Book', gameType: null },
  { name: 'Live Casino', gameType: 'live' },
  { name: 'Virtual Games', gameType: 'virtual' },
  { name: 'Slot Games', gameType: 'slot' },
  { name: 'Crash Games', gameType: 'crash' },
  { name: 'Lottery', gameType: 'lottery' },
] as const satisfies readonly { name: string; gameType: CasinoGameType | null }[];

/** Our own studio: real games served by us through the same wallet protocol as anyone else. */
export const BACKLAY_ORIGINALS = 'Backlay Originals';

/**
 * Provider groups (subProviderName) in their fixed display order. docs/product.md says a fixed
 * list exists without showing it: ours puts our own studio first and then the studios most
 * lobbies lead with; any other provider follows these, alphabetically.
 */
export const CASINO_PROVIDER_ORDER = [
  BACKLAY_ORIGINALS,
  'Evolution',
  'Ezugi',
  'Pragmatic Play',
  'Spribe',
  'Playtech',
  'Microgaming',
  'NetEnt',
  "Play'n GO",
  'Betgames',
] as const;

export const casinoGameSchema = z.object({
  _id: z.string(),
  /** The provider's code of the game (what the launch asks the provider to open). */
  code: z.string(),
  name: z.string(),
  gameType: casinoGameTypeSchema,
  /** A finer grouping inside the type (Crash, Slots, Lotto, Dragon Tiger, Roulette...). */
  category: z.string(),
  subProviderName: z.string(),
  providerId: z.string(),
  image: z.string(),
  sort: z.number().int(),
  top: z.boolean(),
});
export type CasinoGame = z.infer<typeof casinoGameSchema>;

export const casinoGamesQuerySchema = pageQuerySchema.extend({
  gameType: casinoGameTypeSchema.optional(),
  subProviderName: z.string().trim().min(1).max(100).optional(),
  /** The /top-casino listing. */
  top: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type CasinoGamesQuery = z.input<typeof casinoGamesQuerySchema>;

/**
 * GET api/common/game/casinoGame?gameType= (docs/product.md §7 "casino list"). Active games,
 * in the fixed order of game types, then providers, then each game's sort and name; paged.
 * `subProviderNames` lists the provider groups of the same filter (without the provider
 * filter itself) in display order, for the listing's provider chips.
 */
export const getCasinoGames = defineRoute({
  method: 'GET',
  path: '/api/common/game/casinoGame',
  summary: 'Casino games of a game type (paged), with the provider groups in display order',
  tags: ['casino'],
  access: { kind: 'public' },
  querystring: casinoGamesQuerySchema,
  response: pagedEnvelope(casinoGameSchema).extend({ subProviderNames: z.array(z.string()) }),
});

/* ---------------------------------------------------------------------------------------------
 * Launch ("Game launch call: not shown" in docs/product.md §7; ours)
 * ------------------------------------------------------------------------------------------- */

/**
 * A launch token opens one game session and must reach the provider within this time: it is
 * only the hand-over from our site to the provider's page, not the length of play.
 */
export const CASINO_LAUNCH_TOKEN_TTL_SECONDS = 120;

/** `gameId` is the catalogue's `_id` of the game. */
export const launchCasinoGameBodySchema = z.object({ gameId: z.string().trim().min(1).max(64) });

export const casinoLaunchSchema = z.object({
  /** Where the game screen loads the game (the provider's page with the token). */
  launchUrl: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  game: casinoGameSchema,
});
export type CasinoLaunch = z.infer<typeof casinoLaunchSchema>;

/**
 * POST api/user/casino/launch: a player opens a game. Answers a short-lived token and the
 * provider's URL carrying it; the provider exchanges the token (wallet `authenticate`) for the
 * player and a game session. Under api/user/casino like the player's casino open bets.
 */
export const launchCasinoGame = defineRoute({
  method: 'POST',
  path: '/api/user/casino/launch',
  summary: 'Launch a casino game: a short-lived token and the provider URL carrying it',
  tags: ['casino'],
  access: { kind: 'session', roles: ['user'] },
  body: launchCasinoGameBodySchema,
  response: docsEnvelope(casinoLaunchSchema),
});

/* ---------------------------------------------------------------------------------------------
 * Seamless wallet: the calls a provider makes to us
 * ------------------------------------------------------------------------------------------- */

/**
 * Every wallet call is POSTed as JSON with the header `x-casino-signature`: the lowercase hex
 * HMAC-SHA256 of the exact request body bytes, keyed with the provider's secret. An unsigned or
 * wrongly signed call is refused with 401 before its body is read.
 */
export const CASINO_SIGNATURE_HEADER = 'x-casino-signature';

export const CASINO_MESSAGES = {
  signatureMissing: 'Signature is missing',
  signatureInvalid: 'Signature is not valid',
  providerNotFound: 'Casino provider not found',
  providerInactive: 'Casino provider is not active',
  gameNotFound: 'Game not found',
  gameInactive: 'This game is not available',
  tokenInvalid: 'Game token is not valid or has expired',
  sessionInvalid: 'Game session has ended, please launch the game again',
  playerNotFound: 'Player not found',
  playerBlocked: 'Your account is blocked, please contact your upline',
  betLocked: 'Betting is locked on your account, please contact your upline',
  insufficientPoints: 'Insufficient points for this bet',
  transactionMismatch: 'This transaction id was already used with different details',
  debitRolledBack: 'This bet was already rolled back',
  roundNotFound: 'Round not found',
  roundOfOtherPlayer: 'This round belongs to another player',
  roundSettled: 'This round is already settled',
  roundCancelled: 'Every bet of this round was rolled back',
  rollbackAfterCredit: 'A bet of a round that has a win cannot be rolled back',
  rollbackNotOfDebit: 'Only a bet (debit) can be rolled back',
  currencyNotSupported: 'Only INR is supported',
  bodyNotJson: 'Body must be JSON',
  launchOnlyPlayers: 'Only players can launch casino games',
} as const;

/** Rupees with at most two decimals, zero or more (a credit of 0 closes a lost round). */
const walletAmount = z
  .number()
  .finite()
  .min(0)
  .max(1e11)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals');
const providerId = z.string().trim().min(1).max(128);
const walletBase = z.object({
  playerId: z.uuid(),
  currency: z.literal('INR', { error: CASINO_MESSAGES.currencyNotSupported }).optional(),
});

export const walletAuthenticateBodySchema = z.object({ token: z.string().trim().min(1).max(256) });
export const walletBalanceBodySchema = walletBase;
export const walletDebitBodySchema = walletBase.extend({
  /** The game session the provider got from `authenticate`: bets need a live one. */
  sessionId: z.uuid(),
  transactionId: providerId,
  roundId: providerId,
  /** The provider's code of the game (the catalogue's `code`). */
  gameId: providerId,
  amount: walletAmount.refine((n) => n > 0, 'a bet must be more than zero'),
});
export const walletCreditBodySchema = walletBase.extend({
  transactionId: providerId,
  roundId: providerId,
  amount: walletAmount,
});
export const walletRollbackBodySchema = walletBase.extend({
  transactionId: providerId,
  roundId: providerId,
  /** The provider's id of the debit to cancel (it may not have reached us yet). */
  referenceTransactionId: providerId,
});
export type WalletDebitBody = z.infer<typeof walletDebitBodySchema>;
export type WalletCreditBody = z.infer<typeof walletCreditBodySchema>;
export type WalletRollbackBody = z.infer<typeof walletRollbackBodySchema>;

export const walletSessionSchema = z.object({
  playerId: z.string(),
  userName: z.string(),
  sessionId: z.string(),
  gameId: z.string(),
  currency: z.literal('INR'),
  /** Available points, rupees. */
  balance: z.number(),
});

export const walletBalanceSchema = z.object({ playerId: z.string(), currency: z.literal('INR'), balance: z.number() });

/**
 * The answer of debit, credit and rollback. A repeat of a transaction id answers the first
 * answer again, byte for byte (so `balance` is the balance after the first one).
 */
export const walletTransactionSchema = walletBalanceSchema.extend({
  /** Our id of the transaction (a rollback that found nothing to cancel yet has one too). */
  walletTransactionId: z.string(),
  transactionId: z.string(),
  /** Whether points moved (false: a rollback remembered before its bet, or a credit of 0). */
  moved: z.boolean(),
});
export type WalletTransactionAnswer = z.infer<typeof walletTransactionSchema>;

const providerParams = z.object({ providerCode: z.string().trim().min(1).max(64) });
const walletRoute = <B extends z.ZodType, R extends z.ZodType>(call: string, summary: string, body: B, response: R) =>
  defineRoute({
    method: 'POST',
    path: `/api/casino/wallet/:providerCode/${call}`,
    summary: `${summary} (provider call, signed with ${CASINO_SIGNATURE_HEADER})`,
    tags: ['casino wallet'],
    access: { kind: 'public' },
    params: providerParams,
    body,
    response,
  });

export const walletAuthenticate = walletRoute(
  'authenticate',
  'Exchange a launch token for the player and a game session',
  walletAuthenticateBodySchema,
  walletSessionSchema,
);
export const walletBalance = walletRoute('balance', "A player's available points", walletBalanceBodySchema, walletBalanceSchema);
export const walletDebit = walletRoute('debit', 'Take a bet from the player', walletDebitBodySchema, walletTransactionSchema);
export const walletCredit = walletRoute(
  'credit',
  'Pay a win to the player (0 closes a lost round)',
  walletCreditBodySchema,
  walletTransactionSchema,
);
export const walletRollback = walletRoute('rollback', 'Cancel a bet and refund it', walletRollbackBodySchema, walletTransactionSchema);

/* ---------------------------------------------------------------------------------------------
 * Casino open bets: the player's rounds (docs/product.md §7 "The same three exist under
 * casino/openBet"; shapes not shown, ours)
 * ------------------------------------------------------------------------------------------- */

/**
 * open: a bet is in and no result yet; settled: the provider sent the result (a credit, 0 for
 * a loss); cancelled: every bet of the round was rolled back.
 */
export const CASINO_ROUND_STATUSES = ['open', 'settled', 'cancelled'] as const;
export const casinoRoundStatusSchema = z.enum(CASINO_ROUND_STATUSES);
export type CasinoRoundStatus = z.infer<typeof casinoRoundStatusSchema>;

export const CASINO_TRANSACTION_TYPES = ['debit', 'credit', 'rollback'] as const;
export const casinoTransactionTypeSchema = z.enum(CASINO_TRANSACTION_TYPES);
export type CasinoTransactionType = z.infer<typeof casinoTransactionTypeSchema>;

export const casinoRoundTransactionSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  type: casinoTransactionTypeSchema,
  /** Rupees; a rollback shows the amount it refunded. */
  amount: z.number(),
  referenceTransactionId: z.string().nullable(),
  createdAt: z.string(),
});

export const casinoRoundSchema = z.object({
  _id: z.string(),
  roundId: z.string(),
  status: casinoRoundStatusSchema,
  game: z.object({
    _id: z.string(),
    code: z.string(),
    name: z.string(),
    gameType: casinoGameTypeSchema,
    category: z.string(),
    subProviderName: z.string(),
  }),
  providerName: z.string(),
  /** Bets taken minus bets rolled back, rupees. */
  stake: z.number(),
  win: z.number(),
  /** The player's result: win - stake (null while open). */
  pnl: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  settledAt: z.string().nullable(),
  transactions: z.array(casinoRoundTransactionSchema),
  /** The player, for uplines only. */
  user: z.object({ _id: z.string(), userName: z.string() }).optional(),
});
export type CasinoRound = z.infer<typeof casinoRoundSchema>;

const text64 = z.string().trim().min(1).max(64);
export const casinoOpenBetsQuerySchema = pageQuerySchema.extend({ gameType: casinoGameTypeSchema.optional() });
export const CASINO_HISTORY_STATUSES = ['all', 'settled', 'cancelled'] as const;
/** History: rounds no longer open, started within the range (IST days, default the last 7). */
export const casinoHistoryQuerySchema = casinoOpenBetsQuerySchema.extend({
  startDate: dayOrInstantSchema.optional(),
  endDate: dayOrInstantSchema.optional(),
  status: z.enum(CASINO_HISTORY_STATUSES).default('all'),
});
export type CasinoHistoryQuery = z.input<typeof casinoHistoryQuerySchema>;
const downline = { userId: text64.optional() };

export const casinoHistoryTotalsSchema = z.object({
  totalStake: z.number(),
  totalWin: z.number(),
  /** The player's net result over the rounds: totalWin - totalStake. */
  totalPnl: z.number(),
  totalRounds: z.number().int(),
});
export type CasinoHistoryTotals = z.infer<typeof casinoHistoryTotalsSchema>;

const roleParams = z.object({ role: pathRoleSchema });

export const getCasinoOpenBets = defineRoute({
  method: 'GET',
  path: '/api/user/casino/openBet',
  summary: "The player's open casino rounds with their bets",
  tags: ['casino'],
  access: { kind: 'session', roles: ['user'] },
  querystring: casinoOpenBetsQuerySchema,
  response: pagedEnvelope(casinoRoundSchema),
});
export const getCasinoHistory = defineRoute({
  method: 'GET',
  path: '/api/user/casino/openBet/history',
  summary: "The player's past casino rounds (settled, cancelled)",
  tags: ['casino'],
  access: { kind: 'session', roles: ['user'] },
  querystring: casinoHistoryQuerySchema,
  response: pagedEnvelope(casinoRoundSchema),
});
export const getCasinoHistoryDetails = defineRoute({
  method: 'GET',
  path: '/api/user/casino/openBet/history/details',
  summary: "Totals of the player's past casino rounds under the history's filter",
  tags: ['casino'],
  access: { kind: 'session', roles: ['user'] },
  querystring: casinoHistoryQuerySchema,
  response: docsEnvelope(casinoHistoryTotalsSchema),
});
export const getDownlineCasinoOpenBets = defineRoute({
  method: 'GET',
  path: '/api/:role/user/casino/openBet',
  summary: "Open casino rounds of the caller's downline players",
  tags: ['casino'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: roleParams,
  querystring: casinoOpenBetsQuerySchema.extend(downline),
  response: pagedEnvelope(casinoRoundSchema),
});
export const getDownlineCasinoHistory = defineRoute({
  method: 'GET',
  path: '/api/:role/user/casino/openBet/history',
  summary: "Past casino rounds of the caller's downline players",
  tags: ['casino'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: roleParams,
  querystring: casinoHistoryQuerySchema.extend(downline),
  response: pagedEnvelope(casinoRoundSchema),
});
export const getDownlineCasinoHistoryDetails = defineRoute({
  method: 'GET',
  path: '/api/:role/user/casino/openBet/history/details',
  summary: "Totals of the downline's past casino rounds",
  tags: ['casino'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: roleParams,
  querystring: casinoHistoryQuerySchema.extend(downline),
  response: docsEnvelope(casinoHistoryTotalsSchema),
});

/* ---------------------------------------------------------------------------------------------
 * Reconciliation (staff): what our wallet recorded, to compare with a provider's statement
 * ------------------------------------------------------------------------------------------- */

/** Roles that see the reconciliation: the administrator (every site) and a white label (its own). */
export const CASINO_RECONCILIATION_ROLES = ['administrator', 'whiteLabel'] as const;

export const reconciliationQuerySchema = pageQuerySchema.extend({
  /** By when each transaction reached us (IST days, default the last 7). */
  startDate: dayOrInstantSchema.optional(),
  endDate: dayOrInstantSchema.optional(),
  providerId: z.uuid().optional(),
  /** The provider's round id. */
  roundId: z.string().trim().min(1).max(128).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type ReconciliationQuery = z.input<typeof reconciliationQuerySchema>;

/**
 * Sums in rupees over the transactions that moved points. `net` is what the house kept:
 * debits - credits - rollbacks (a provider's statement shows the same figure as its GGR).
 */
const reconciliationFigures = {
  debits: z.number(),
  credits: z.number(),
  rollbacks: z.number(),
  net: z.number(),
  transactions: z.number().int(),
};
export const providerReconciliationSchema = z.object({
  providerId: z.string(),
  providerCode: z.string(),
  providerName: z.string(),
  rounds: z.number().int(),
  ...reconciliationFigures,
});
export const roundReconciliationSchema = z.object({
  _id: z.string(),
  roundId: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  gameCode: z.string(),
  userId: z.string(),
  userName: z.string(),
  status: casinoRoundStatusSchema,
  ...reconciliationFigures,
});
export const reconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  providers: z.array(providerReconciliationSchema),
  rounds: z.array(roundReconciliationSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** GET api/{role}/casino/reconciliation: per-provider totals and, paged, per-round figures. */
export const getCasinoReconciliation = defineRoute({
  method: 'GET',
  path: '/api/:role/casino/reconciliation',
  summary: 'Casino wallet totals per provider and per round (page info refers to the rounds)',
  tags: ['casino'],
  access: { kind: 'session', roles: CASINO_RECONCILIATION_ROLES },
  params: roleParams,
  querystring: reconciliationQuerySchema,
  response: z.object({ message: z.string().optional(), docs: reconciliationSchema }).extend(pageInfoSchema.shape),
});

/* ---------------------------------------------------------------------------------------------
 * Live messages (docs/product.md §7), to `user:{id}` after commit
 * ------------------------------------------------------------------------------------------- */

/**
 * The casino's live messages (spread into live.ts `serverMessages`).
 * getOpenBetCasinoUpdates: a bet went into a round (the round as the open-bet list shows it);
 * getOpenBetCasinoResultUpdates: a round got its result or a bet was rolled back.
 */
export const casinoServerMessages = {
  getOpenBetCasinoUpdates: casinoRoundSchema,
  getOpenBetCasinoResultUpdates: casinoRoundSchema,
} as const;
