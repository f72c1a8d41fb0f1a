import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope, rupeesSchema } from './envelope.js';

/**
 * The game server of our own studio "Backlay Originals" (docs/architecture.md §6): the calls its
 * game pages make. These are the provider's own API, not ours: the game server takes bets and
 * pays wins only through the signed seamless wallet (casino.ts), as an outside provider would.
 *
 * A game page opens with the launch token in its URL and exchanges it once for a game session
 * (`POST api/originals/session`); every later call carries that session in the header
 * `x-originals-session`. Money is rupees on the wire. Multipliers are numbers with two decimals
 * (2.37 = 2.37x).
 */

export const ORIGINALS_SESSION_HEADER = 'x-originals-session';

/** The studio's games by catalogue code (the seed's codes). */
export const ORIGINALS_GAME_CODES = ['crash', 'fruit-line', 'lotto-6-49', 'dragon-tiger'] as const;
export const originalsGameCodeSchema = z.enum(ORIGINALS_GAME_CODES);
export type OriginalsGameCode = z.infer<typeof originalsGameCodeSchema>;

/** open: bets or play under way; ended: the outcome is known and the server seed revealed. */
export const ORIGINALS_ROUND_STATUSES = ['open', 'ended'] as const;
export type OriginalsRoundStatus = (typeof ORIGINALS_ROUND_STATUSES)[number];

/** open: debited, no result yet; won/lost: settled; refunded: rolled back (the round never flew). */
export const ORIGINALS_BET_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;
export type OriginalsBetStatus = (typeof ORIGINALS_BET_STATUSES)[number];

/**
 * Stake limits of every Originals game, rupees. Not in docs/product.md; ours: a small floor
 * keeps the ledger free of one-paisa rounds, the ceiling matches a large single casino bet.
 */
export const ORIGINALS_MIN_STAKE = 10;
export const ORIGINALS_MAX_STAKE = 100_000;

export const ORIGINALS_MESSAGES = {
  sessionMissing: 'Game session is missing, please launch the game again',
  sessionInvalid: 'Game session has ended, please launch the game again',
  wrongGame: 'This game session was opened for another game',
  /** Two plays at once on one game session (two tabs): the later one is refused, nothing debited. */
  seedsTaken: 'Another round of this game session was played at the same time, please play again',
  bettingClosed: 'Betting is closed for this round, wait for the next one',
  alreadyBet: 'You already have a bet in this round',
  noBet: 'You have no bet in this round',
  notFlying: 'The round is not in flight',
  alreadyCashedOut: 'This bet is already settled',
  crashed: 'Too late: the round has crashed',
  stakeRange: `Stake must be from ${ORIGINALS_MIN_STAKE} to ${ORIGINALS_MAX_STAKE}`,
  autoCashOutRange: 'Auto cash-out must be from 1.01x to 1000000x',
  roundNotFound: 'Round not found',
  gameUnavailable: 'This game is not available right now',
  walletUnavailable: 'The wallet did not answer, please try again',
} as const;

const stake = rupeesSchema.refine((n) => n >= ORIGINALS_MIN_STAKE && n <= ORIGINALS_MAX_STAKE, ORIGINALS_MESSAGES.stakeRange);
const multiplier = z.number();

/** The provably fair record of a round; `serverSeed` stays null until the round has ended. */
export const originalsFairnessSchema = z.object({
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type OriginalsFairness = z.infer<typeof originalsFairnessSchema>;

/* ---------------------------------------------------------------------------------------------
 * Session
 * ------------------------------------------------------------------------------------------- */

export const originalsSessionBodySchema = z.object({
  token: z.string().trim().min(1).max(256),
  game: originalsGameCodeSchema,
});

export const originalsSessionSchema = z.object({
  /** Send it as `x-originals-session` on every later call. */
  sessionToken: z.string(),
  game: originalsGameCodeSchema,
  userName: z.string(),
  balance: z.number(),
  currency: z.literal('INR'),
});
export type OriginalsSession = z.infer<typeof originalsSessionSchema>;

export const openOriginalsSession = defineRoute({
  method: 'POST',
  path: '/api/originals/session',
  summary: 'Exchange a launch token for a game session of Backlay Originals',
  tags: ['originals'],
  access: { kind: 'public' },
  body: originalsSessionBodySchema,
  response: docsEnvelope(originalsSessionSchema),
});

export const getOriginalsBalance = defineRoute({
  method: 'GET',
  path: '/api/originals/balance',
  summary: "The player's balance as the wallet answers it (game session header)",
  tags: ['originals'],
  access: { kind: 'public' },
  response: docsEnvelope(z.object({ balance: z.number(), currency: z.literal('INR') })),
});

/**
 * One of the session's player's bets in the studio's games still waiting for its result (a
 * crash bet before its cash-out or the crash). `roundId` is the round the wallet knows, the
 * one the site's casino open bets show.
 */
export const originalsOpenBetSchema = z.object({
  roundId: z.string(),
  game: originalsGameCodeSchema,
  stake: z.number(),
  placedAt: z.string(),
});
export type OriginalsOpenBet = z.infer<typeof originalsOpenBetSchema>;

export const getOriginalsOpenBets = defineRoute({
  method: 'GET',
  path: '/api/originals/open-bets',
  summary: "The player's open bets in the studio's games, newest first (game session header)",
  tags: ['originals'],
  access: { kind: 'public' },
  response: docsEnvelope(z.array(originalsOpenBetSchema)),
});

/* ---------------------------------------------------------------------------------------------
 * Crash
 * ------------------------------------------------------------------------------------------- */

/** betting: bets are taken; flying: the multiplier climbs, cash-outs are taken; crashed: over. */
export const CRASH_PHASES = ['betting', 'flying', 'crashed'] as const;
export const crashPhaseSchema = z.enum(CRASH_PHASES);
export type CrashPhase = z.infer<typeof crashPhaseSchema>;

/** Another player's bet as everyone sees it: the name masked, the stake and the cash-out. */
export const crashPublicBetSchema = z.object({
  player: z.string(),
  stake: z.number(),
  cashedOutAt: multiplier.nullable(),
  payout: z.number(),
  status: z.enum(ORIGINALS_BET_STATUSES),
});
export type CrashPublicBet = z.infer<typeof crashPublicBetSchema>;

export const crashMyBetSchema = z.object({
  betId: z.string(),
  stake: z.number(),
  autoCashOut: multiplier.nullable(),
  cashedOutAt: multiplier.nullable(),
  payout: z.number(),
  status: z.enum(ORIGINALS_BET_STATUSES),
});
export type CrashMyBet = z.infer<typeof crashMyBetSchema>;

/**
 * The live state of the crash game. Times are the server's epoch milliseconds: the screen
 * draws the curve from `flightStartsAt` with the published formula, corrected by `serverTime`;
 * the multiplier that counts is always the server's.
 */
export const crashStateSchema = z.object({
  roundId: z.string(),
  roundNumber: z.number().int(),
  phase: crashPhaseSchema,
  serverTime: z.number(),
  bettingEndsAt: z.number(),
  flightStartsAt: z.number(),
  /**
   * The flight's clock runs this many times faster than real time (1 in production): the
   * multiplier at `t` ms after `flightStartsAt` is e^(0.00006 t speed).
   */
  flightSpeed: z.number(),
  /** The live multiplier (flying) or the crash point (crashed); 1 while betting. */
  multiplier,
  /** The round's commitment, published before betting opens; the seed is revealed once crashed. */
  fairness: originalsFairnessSchema,
  bets: z.array(crashPublicBetSchema),
});
export type CrashState = z.infer<typeof crashStateSchema>;

export const crashBetBodySchema = z.object({
  amount: stake,
  /** Cash out automatically at this multiplier (two decimals, at least 1.01). */
  autoCashOut: z
    .number()
    .finite()
    .min(1.01, ORIGINALS_MESSAGES.autoCashOutRange)
    .max(1_000_000, ORIGINALS_MESSAGES.autoCashOutRange)
    .nullable()
    .optional(),
});

export const crashBetAnswerSchema = z.object({ bet: crashMyBetSchema, balance: z.number() });

export const getCrashState = defineRoute({
  method: 'GET',
  path: '/api/originals/crash/state',
  summary: 'The crash round now (public); with a game session header, also your bet',
  tags: ['originals'],
  access: { kind: 'public' },
  response: docsEnvelope(crashStateSchema.extend({ myBet: crashMyBetSchema.nullable() })),
});

export const placeCrashBet = defineRoute({
  method: 'POST',
  path: '/api/originals/crash/bet',
  summary: 'Bet in the betting window of the current crash round (wallet debit)',
  tags: ['originals'],
  access: { kind: 'public' },
  body: crashBetBodySchema,
  response: docsEnvelope(crashBetAnswerSchema),
});

export const cashOutCrash = defineRoute({
  method: 'POST',
  path: '/api/originals/crash/cashout',
  summary: "Cash out in flight at the server's multiplier now (wallet credit)",
  tags: ['originals'],
  access: { kind: 'public' },
  response: docsEnvelope(crashBetAnswerSchema),
});

export const crashHistoryRowSchema = z.object({
  roundId: z.string(),
  roundNumber: z.number().int(),
  crashPoint: multiplier,
  endedAt: z.string(),
  fairness: originalsFairnessSchema,
});
export type CrashHistoryRow = z.infer<typeof crashHistoryRowSchema>;

export const getCrashHistory = defineRoute({
  method: 'GET',
  path: '/api/originals/crash/history',
  summary: 'The last crashed rounds with their revealed seeds (public)',
  tags: ['originals'],
  access: { kind: 'public' },
  querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
  response: docsEnvelope(z.array(crashHistoryRowSchema)),
});

/**
 * The server-sent event stream of the crash game: `GET api/originals/crash/stream`, one
 * `event: state` with a `crashStateSchema` body at every phase change and every
 * `CRASH_STREAM_TICK_MS` in flight. Public (bets in it are masked).
 */
export const CRASH_STREAM_PATH = '/api/originals/crash/stream';
export const CRASH_STREAM_TICK_MS = 200;

/* ---------------------------------------------------------------------------------------------
 * Instant games: Fruit Line, Lotto 6/49, Dragon Tiger
 * ------------------------------------------------------------------------------------------- */

/** The session's next round: its server seed hash is shown before the player plays. */
export const getOriginalsNextFairness = defineRoute({
  method: 'GET',
  path: '/api/originals/fair',
  summary: "The commitment of the session's next instant round (game session header)",
  tags: ['originals'],
  access: { kind: 'public' },
  response: docsEnvelope(originalsFairnessSchema),
});

export const setOriginalsClientSeed = defineRoute({
  method: 'PUT',
  path: '/api/originals/fair',
  summary: 'Choose the client seed of the next instant rounds',
  tags: ['originals'],
  access: { kind: 'public' },
  body: z.object({
    clientSeed: z
      .string()
      .trim()
      .regex(/^[\x21-\x39\x3b-\x7e]{1,64}$/, 'The client seed must be 1 to 64 printable characters without spaces or colons.'),
  }),
  response: docsEnvelope(originalsFairnessSchema),
});

const instantResult = {
  roundId: z.string(),
  stake: z.number(),
  multiplier,
  payout: z.number(),
  balance: z.number(),
  /** This round, seed revealed. */
  fairness: originalsFairnessSchema,
  /** The commitment of the session's next round. */
  next: originalsFairnessSchema,
};

export const slotSymbolSchema = z.enum(['seven', 'bar', 'bell', 'plum', 'orange', 'lemon', 'cherry']);
export const slotSpinAnswerSchema = z.object({
  ...instantResult,
  /** window[reel][row], row 0 at the top. */
  window: z.array(z.array(slotSymbolSchema)),
  lineWins: z.array(z.object({ line: z.number().int(), pay: z.number() })),
});
export type SlotSpinAnswer = z.infer<typeof slotSpinAnswerSchema>;

export const spinSlot = defineRoute({
  method: 'POST',
  path: '/api/originals/fruit-line/spin',
  summary: 'Spin Fruit Line: one round, debit then the credit of the win',
  tags: ['originals'],
  access: { kind: 'public' },
  body: z.object({ amount: stake }),
  response: docsEnvelope(slotSpinAnswerSchema),
});

export const lottoPlayAnswerSchema = z.object({
  ...instantResult,
  numbers: z.array(z.number().int()),
  draw: z.array(z.number().int()),
  matches: z.number().int(),
});
export type LottoPlayAnswer = z.infer<typeof lottoPlayAnswerSchema>;

export const playLotto = defineRoute({
  method: 'POST',
  path: '/api/originals/lotto-6-49/play',
  summary: 'Buy a Lotto 6/49 ticket and draw it',
  tags: ['originals'],
  access: { kind: 'public' },
  body: z.object({
    amount: stake,
    numbers: z
      .array(z.number().int().min(1).max(49))
      .length(6, 'Pick 6 different numbers from 1 to 49')
      .refine((n) => new Set(n).size === 6, 'Pick 6 different numbers from 1 to 49'),
  }),
  response: docsEnvelope(lottoPlayAnswerSchema),
});

const cardSchema = z.object({ rank: z.number().int(), suit: z.enum(['spades', 'hearts', 'diamonds', 'clubs']) });
export const dragonTigerBetSchema = z.enum(['dragon', 'tiger', 'tie']);
export const dragonTigerAnswerSchema = z.object({
  ...instantResult,
  bet: dragonTigerBetSchema,
  dragon: cardSchema,
  tiger: cardSchema,
  result: dragonTigerBetSchema,
});
export type DragonTigerAnswer = z.infer<typeof dragonTigerAnswerSchema>;

export const playDragonTiger = defineRoute({
  method: 'POST',
  path: '/api/originals/dragon-tiger/play',
  summary: 'Play a Dragon Tiger hand',
  tags: ['originals'],
  access: { kind: 'public' },
  body: z.object({ amount: stake, bet: dragonTigerBetSchema }),
  response: docsEnvelope(dragonTigerAnswerSchema),
});

/* ---------------------------------------------------------------------------------------------
 * Verify (public, no login)
 * ------------------------------------------------------------------------------------------- */

export const originalsVerifyBodySchema = z.object({
  game: originalsGameCodeSchema,
  serverSeed: z.string().trim().min(1).max(128),
  /** The hash published before the round; left out, the answer only recomputes. */
  serverSeedHash: z.string().trim().max(128).optional(),
  clientSeed: z.string().trim().min(1).max(128),
  nonce: z.coerce.number().int().min(0),
});

export const originalsVerifySchema = z.object({
  isValid: z.boolean(),
  reason: z.string().nullable(),
  /** SHA-256 of the given server seed. */
  computedHash: z.string().nullable(),
  /** Whether it equals the given hash (null when none was given). */
  hashMatches: z.boolean().nullable(),
  /** The recomputed outcome as the game shows it (e.g. "2.37x", "Dragon 7♠ v Tiger K♥"). */
  summary: z.string().nullable(),
  outcome: z.unknown().nullable(),
});
export type OriginalsVerify = z.infer<typeof originalsVerifySchema>;

export const verifyOriginalsRound = defineRoute({
  method: 'POST',
  path: '/api/originals/verify',
  summary: 'Recompute a past round from its seeds and check the published hash (public)',
  tags: ['originals'],
  access: { kind: 'public' },
  body: originalsVerifyBodySchema,
  response: docsEnvelope(originalsVerifySchema),
});

export const originalsRoundSchema = z.object({
  roundId: z.string(),
  game: originalsGameCodeSchema,
  status: z.enum(ORIGINALS_ROUND_STATUSES),
  fairness: originalsFairnessSchema,
  outcome: z.unknown().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type OriginalsRound = z.infer<typeof originalsRoundSchema>;

export const getOriginalsRound = defineRoute({
  method: 'GET',
  path: '/api/originals/rounds/:roundId',
  summary: 'One round with its fairness record (the seed only once ended; public)',
  tags: ['originals'],
  access: { kind: 'public' },
  params: z.object({ roundId: z.uuid() }),
  response: docsEnvelope(originalsRoundSchema),
});
