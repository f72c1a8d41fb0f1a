import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope } from './envelope.js';
import { MESSAGES } from './errors.js';
import { pathRoleSchema } from './roles.js';

/**
 * Delete Open Bets and Delete Bet History (docs/product.md §1 staff tools): staff take bets
 * back. docs/product.md names the tools only; ours never deletes a row. A "deleted" bet is an
 * audited void:
 * - an open bet leaves the player's book (the book is rebuilt from the bets that remain, with
 *   the domain's book math) and the exposure it held is released;
 * - a settled bet (or one of a voided market) has the money its settlement moved taken back by
 *   new ledger entries: the player's line, each upline's partnership line and the house's, and
 *   the commission brought to what the remaining bets earn (packages/domain
 *   settledVoidAdjustment). The entries are filed under the market's settlement (same kinds and
 *   reference, keys under the declaration's prefix), so a later roll-back of the result
 *   reverses them together with the settlement, and a re-declaration settles only the bets
 *   that stand;
 * - the bet is marked `deleted` (its P/L becomes null, as the history shows deleted bets), and
 *   an audit row records who, when, why (remarks), the bet before and what moved after;
 * - the player hears `getOpenBetUpdates` (the bet, now deleted) and `getPtsUpdates`.
 * All bets of one call are voided in one transaction: any refusal changes nothing. A bet
 * already deleted is left as it is (voiding twice moves nothing and writes no second audit).
 *
 * Who may void (docs/product.md does not say who sees these tools): the administrator and a
 * whiteLabel, for bets of players in their own downline. A void changes the money of every
 * upline whose partnership the bet carries, so only an account above all of them on its site
 * (the whiteLabel, the top of its site, or the administrator above every site) may do it.
 * Staff money decisions need remarks and the transaction code; so does this.
 * A settled bet whose winnings the player has already withdrawn still loses them, and voiding
 * an open bet that hedged others raises the book's exposure: a void is made like a roll-back,
 * without a funds check, and the ledger check shows such a wallet as overdrawn until it is
 * topped up.
 */

export const BET_VOID_MESSAGES = {
  voided: 'Bets voided',
  alreadyVoided: 'These bets were already voided, nothing changed',
  remarksRequired: MESSAGES.remarksRequired,
  transactionCodeEmpty: MESSAGES.transactionCodeEmpty,
  notYourBet: 'This bet is not of your downline',
  rejectedBet: 'A refused bet was never matched and cannot be voided',
  rollbackInProgress: "This bet's market result is being rolled back; try again shortly",
  duplicateBet: 'Each bet may be sent once',
} as const;

/** Bets per call: a page of the console's lists. */
export const MAX_VOID_BETS = 100;

export const voidBetsBodySchema = z.object({
  betIds: z
    .array(z.uuid('betIds must be bet ids'))
    .min(1, 'Select at least one bet')
    .max(MAX_VOID_BETS, `At most ${MAX_VOID_BETS} bets at once`),
  /** Why the bets are voided; kept in the audit log. */
  remarks: z.string().max(500, 'Remarks must be 500 characters or fewer'),
  transactionCode: z
    .union([z.string().trim().max(64), z.number()])
    .optional()
    .default(''),
});
export type VoidBetsBody = z.input<typeof voidBetsBodySchema>;

/** What happened to one bet. */
export const voidedBetSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  userName: z.string(),
  marketId: z.string(),
  /** The status the bet had (open, settled, void), or deleted when it was voided before. */
  previousStatus: z.enum(['open', 'settled', 'void', 'deleted']),
  /** False when the bet was already voided (nothing was done for it this time). */
  voided: z.boolean(),
});
export type VoidedBet = z.infer<typeof voidedBetSchema>;

/** What the void did to one player on one market, money in rupees. */
export const voidMovementSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  marketId: z.string(),
  /** Bets of this player on this market voided now. */
  bets: z.number().int(),
  /** Exposure released (open bets). */
  exposureReleased: z.number(),
  /** The player's points change (settled bets: the P/L taken back and the commission change). */
  ptsChange: z.number(),
  /** The journal entries posted (settled bets). */
  entryIds: z.array(z.string()),
});
export type VoidMovement = z.infer<typeof voidMovementSchema>;

export const voidResultSchema = z.object({ bets: z.array(voidedBetSchema), movements: z.array(voidMovementSchema) });
export type VoidResult = z.infer<typeof voidResultSchema>;

/**
 * POST api/{role}/user/openBet/void: void bets of the downline (open ones: Delete Open Bets;
 * settled ones: Delete Bet History). Answers each bet's outcome in the order sent, and what
 * moved per player and market.
 */
export const voidBets = defineRoute({
  method: 'POST',
  path: '/api/:role/user/openBet/void',
  summary: 'Void (delete) downline bets: open bets leave the book, settled bets are reversed by ledger entries; audited',
  tags: ['betting'],
  access: { kind: 'session', roles: ['administrator', 'whiteLabel'] },
  params: z.object({ role: pathRoleSchema }),
  body: voidBetsBodySchema,
  response: docsEnvelope(voidResultSchema),
});
