import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope } from './envelope.js';
import { pathRoleSchema } from './roles.js';
import { betStatusSchema } from './betting.js';

/**
 * Declaring market results and settling them (docs/architecture.md §4 "Settlement"). Staff
 * declare a result by hand here; the feed declares its own. Settlement then runs as a
 * background job in chunks of players, so both calls answer once the declaration (or roll-back)
 * is recorded, not when every player is settled; each player hears `getOpenBetResultUpdates`
 * and `getPtsUpdates` when its own chunk commits.
 *
 * Who may call: the administrator for every market; a whiteLabel only for manual markets
 * (bookmaker and session markets its staff run by hand) on which no player outside its own
 * downline has a bet, because a result settles every player on the market, on every site.
 */

/** docs/product.md names none of these; ours are written for the staff console's toasts. */
export const SETTLEMENT_MESSAGES = {
  resultDeclared: 'Result declared, settlement started',
  resultRolledBack: 'Result rolled back, bets reopened',
  oneResultOnly: 'Send exactly one of teamId, run or void: true',
  marketNotFound: 'Market not found',
  teamNotInMarket: 'This team is not a runner of the market',
  sessionNeedsRun: 'A session market is resulted with run (the final score), not teamId',
  teamMarketNeedsTeam: 'A team market is resulted with teamId (the winner), not run',
  invalidRun: 'Run must be a whole number of runs, 0 or more',
  resultAlreadyDeclared: 'A result is already declared for this market; roll it back first',
  rollbackInProgress: 'The previous result of this market is still being rolled back; try again shortly',
  noResult: 'No result is declared for this market',
  notYourMarket: 'You can declare results only for manual markets that only your own players bet on',
} as const;

const text64 = z.string().trim().min(1).max(64);

/**
 * The caller's transaction code: a result settles every bet on the market on every site, so
 * declaring, voiding and rolling back ask for it like a money move. Optional here so that a
 * missing code answers 'Transaction Code is Empty' from the server, not a schema message.
 */
const resultTransactionCode = z.union([z.string().trim().max(64), z.number()]).optional();

/**
 * POST api/{role}/market/result: exactly one of `teamId` (the winning runner of a betfair or
 * bookmaker market), `run` (the final score of a session) or `void: true` (every bet returns
 * its stake), and the caller's `transactionCode`. "Exactly one" is checked by the server so
 * that it answers a clear message.
 */
export const declareResultBodySchema = z.object({
  marketId: text64,
  teamId: text64.optional(),
  run: z.number().optional(),
  void: z.literal(true).optional(),
  transactionCode: resultTransactionCode,
});
export type DeclareResultBody = z.infer<typeof declareResultBodySchema>;

export const MARKET_RESULT_KINDS = ['winner', 'score', 'void'] as const;

/** A result as the API shows it: `teamId` for a winner, `run` for a score, neither for void. */
export const declaredResultSchema = z.object({
  marketId: z.string(),
  kind: z.enum(MARKET_RESULT_KINDS),
  teamId: z.string().nullable(),
  run: z.number().int().nullable(),
  /**
   * 1 for a market's first declaration, one more after each roll-back: settlement entries
   * are keyed `settle:{marketId}:{declaration}:{userId}`, so a re-declaration settles anew
   * while a repeat of one declaration moves nothing.
   */
  declaration: z.number().int().min(1),
  declaredAt: z.string(),
  /** Null when the feed declared it. */
  declaredBy: z.string().nullable(),
});
export type DeclaredResult = z.infer<typeof declaredResultSchema>;

export const declareResult = defineRoute({
  method: 'POST',
  path: '/api/:role/market/result',
  summary: 'Declare a market result (winner, final score or void; transaction code required); settlement runs in the background',
  tags: ['settlement'],
  access: { kind: 'session', roles: ['administrator', 'whiteLabel'] },
  params: z.object({ role: pathRoleSchema }),
  body: declareResultBodySchema,
  response: docsEnvelope(declaredResultSchema),
});

/** The JSON body of the roll-back: only the transaction code (the market is named in the query). */
export const rollbackResultBodySchema = z.object({ transactionCode: resultTransactionCode });
export type RollbackResultBody = z.infer<typeof rollbackResultBodySchema>;

/**
 * DELETE api/{role}/market/result?marketId= with the JSON body `{ transactionCode }`: rolls the
 * standing result back. Settled players get reversing ledger entries (new entries; nothing is
 * deleted), their bets reopen with their books and exposure, and the market stays closed
 * waiting for a new declaration. The market id rides in the query; the transaction code never
 * does, because URLs are written to access logs and kept by proxies: it travels in the body
 * (as the other DELETE calls that need a code do). A code sent in the query is ignored, and a
 * proxy that drops the body makes the call fail with 'Transaction Code is Empty', never pass
 * without the code. Answers the result that was rolled back.
 */
export const rollbackResult = defineRoute({
  method: 'DELETE',
  path: '/api/:role/market/result',
  summary: 'Roll back a market result (settled bets reopen; transaction code in the body); re-declare afterwards',
  tags: ['settlement'],
  access: { kind: 'session', roles: ['administrator', 'whiteLabel'] },
  params: z.object({ role: pathRoleSchema }),
  querystring: z.object({ marketId: text64 }),
  // nullish: a DELETE sent with no body at all is still answered 'Transaction Code is Empty'.
  body: rollbackResultBodySchema.nullish(),
  response: docsEnvelope(declaredResultSchema),
});

/**
 * `getOpenBetResultUpdates` (docs/product.md §7), to `user:{id}`: the player's bets on a
 * market were settled, voided, or reopened by a roll-back. Money in rupees; `pnl` is the
 * player's P/L on the market (0 for void and roll-back), `commission` what it earned on top.
 */
export const openBetResultSchema = z.object({
  marketId: z.string(),
  eventId: z.string(),
  status: z.enum(['settled', 'void', 'rolledBack']),
  result: declaredResultSchema.pick({ kind: true, teamId: true, run: true, declaration: true }),
  pnl: z.number(),
  commission: z.number(),
  bets: z.array(z.object({ _id: z.string(), status: betStatusSchema, pnl: z.number().nullable() })),
});
export type OpenBetResult = z.infer<typeof openBetResultSchema>;
