import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope } from './envelope.js';
import { MESSAGES } from './errors.js';
import { formBoolean } from './auth.js';

/**
 * A player's stake buttons, quick-bet amounts and bet-confirmation switch (docs/product.md §3
 * "Stake preset", §5 "Slip and stake editing", §7 "Profile and settings"). Values are whole
 * rupees: the stake input takes digits only (§5), so a preset never carries paise.
 */

/**
 * Limits docs/product.md leaves open, decided as an operator would: up to ten stake buttons (the
 * slip lays them out in rows; six is the default), exactly three quick-bet amounts (the
 * quick-bet bar has three slots), values from 1 rupee to 10,00,00,000 (above any market's
 * max; a typo of extra zeros is caught), labels short enough for a button on a phone.
 */
export const STAKE_LIMITS = {
  minStakes: 1,
  maxStakes: 10,
  quickBets: 3,
  minValue: 1,
  maxValue: 100_000_000,
  labelMaxLength: 12,
} as const;

export const STAKE_MESSAGES = {
  updated: MESSAGES.updatedSucessfully,
  /** Quick-bet toggle and stake editing while signed out (docs/product.md §5). */
  loginFirst: 'login first to continue',
  /** Demo accounts cannot edit stakes or set button values (docs/product.md §1). */
  demoAccount: MESSAGES.demoAccount,
  labelRequired: 'Label is required',
  labelTooLong: `Label can have at most ${STAKE_LIMITS.labelMaxLength} characters`,
  valueNotWhole: 'Value should be a whole number of rupees',
  valueRange: 'Value should be between 1 and 10,00,00,000',
  stakeCount: `Give between ${STAKE_LIMITS.minStakes} and ${STAKE_LIMITS.maxStakes} stake buttons`,
  quickBetCount: `Give exactly ${STAKE_LIMITS.quickBets} quick bet amounts`,
} as const;

/**
 * Digits typed in a text field arrive as strings from older clients: "1000" is taken as
 * 1000, anything else that is not a number fails with the value message.
 */
const presetValue = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: STAKE_MESSAGES.valueNotWhole })
    .int(STAKE_MESSAGES.valueNotWhole)
    .min(STAKE_LIMITS.minValue, STAKE_MESSAGES.valueRange)
    .max(STAKE_LIMITS.maxValue, STAKE_MESSAGES.valueRange),
);

/** One button as answered: the text shown and the stake (rupees) it puts in the slip. */
export const stakePresetSchema = z.object({ label: z.string(), value: z.number().int() });
export type StakePreset = z.infer<typeof stakePresetSchema>;

/**
 * One button as saved, checked. Unknown keys, notably the `_id` older clients send back, are
 * dropped (docs/product.md: "Saving removes _id from each item").
 */
export const stakePresetInputSchema = z.object({
  label: z
    .string({ error: STAKE_MESSAGES.labelRequired })
    .trim()
    .min(1, STAKE_MESSAGES.labelRequired)
    .max(STAKE_LIMITS.labelMaxLength, STAKE_MESSAGES.labelTooLong),
  value: presetValue,
});
export type StakePresetInput = z.input<typeof stakePresetInputSchema>;

function presetsOf(values: readonly number[]): readonly StakePreset[] {
  return Object.freeze(values.map((value) => Object.freeze({ label: String(value), value })));
}

/** Six stake buttons, 1000 to 6000 in steps of 1000 (docs/product.md §3, §9). */
export const DEFAULT_STAKES = presetsOf([1000, 2000, 3000, 4000, 5000, 6000]);
/** Three quick-bet amounts; the first is selected by default (docs/product.md §3). */
export const DEFAULT_QUICK_BETS = presetsOf([1000, 2000, 3000]);

export const saveStakesBodySchema = z.object({
  stake: z
    .array(stakePresetInputSchema, { error: STAKE_MESSAGES.stakeCount })
    .min(STAKE_LIMITS.minStakes, STAKE_MESSAGES.stakeCount)
    .max(STAKE_LIMITS.maxStakes, STAKE_MESSAGES.stakeCount),
});
export type SaveStakesBody = z.input<typeof saveStakesBodySchema>;

export const saveQuickBetsBodySchema = z.object({
  stake: z
    .array(stakePresetInputSchema, { error: STAKE_MESSAGES.quickBetCount })
    .length(STAKE_LIMITS.quickBets, STAKE_MESSAGES.quickBetCount),
});
export type SaveQuickBetsBody = z.input<typeof saveQuickBetsBodySchema>;

/** Form (as docs/product.md shows) or JSON: `confirmBets` as true/false. */
export const setConfirmBetsBodySchema = z.object({ confirmBets: formBoolean });

const presetList = docsEnvelope(z.array(stakePresetSchema));
const playerOnly = { kind: 'session', roles: ['user'] } as const;

export const getStakes = defineRoute({
  method: 'GET',
  path: '/api/user/stake',
  summary: "The player's stake buttons (the defaults until saved)",
  tags: ['stakes'],
  access: playerOnly,
  response: presetList,
});

export const saveStakes = defineRoute({
  method: 'POST',
  path: '/api/user/stake',
  summary: "Replace the player's stake buttons (not for demo accounts)",
  tags: ['stakes'],
  access: playerOnly,
  body: saveStakesBodySchema,
  response: presetList,
});

export const getQuickBets = defineRoute({
  method: 'GET',
  path: '/api/user/quickBet',
  summary: "The player's three quick-bet amounts (the defaults until saved)",
  tags: ['stakes'],
  access: playerOnly,
  response: presetList,
});

export const saveQuickBets = defineRoute({
  method: 'POST',
  path: '/api/user/quickBet',
  summary: "Replace the player's quick-bet amounts (not for demo accounts)",
  tags: ['stakes'],
  access: playerOnly,
  body: saveQuickBetsBodySchema,
  response: presetList,
});

/** The profile's `confirmBets` reflects the new value from the next profile load. */
export const setConfirmBets = defineRoute({
  method: 'POST',
  path: '/api/user/confirmBets',
  summary: 'Switch the bet-confirmation dialog of the slip on or off',
  tags: ['stakes'],
  access: playerOnly,
  body: setConfirmBetsBodySchema,
  response: docsEnvelope(z.object({ confirmBets: z.boolean() })),
});
