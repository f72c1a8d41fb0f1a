import { STAKE_LIMITS, type StakePreset } from '@backlay/contract';
import type { z } from 'zod';
import { wholeRupeeDigits } from '../../lib/amount-input';

/**
 * The editable rows of /button-values: what the inputs hold, as typed. Values stay strings
 * while editing so an emptied field is not turned into 0 under the player's fingers.
 */
export interface PresetRow {
  label: string;
  value: string;
}

export interface RowErrors {
  label?: string;
  value?: string;
}

export type CheckedRows = { ok: true; presets: StakePreset[] } | { ok: false; rowErrors: RowErrors[]; listError: string | null };

export function rowsOf(presets: readonly StakePreset[]): PresetRow[] {
  return presets.map((p) => ({ label: p.label, value: String(p.value) }));
}

/** Whole rupees as digits (lib/amount-input.ts), leading zeros stripped (docs/product.md §5), no longer than the largest value. */
export function presetValueDigits(raw: string): string {
  return wholeRupeeDigits(raw).replace(/^0+/, '').slice(0, String(STAKE_LIMITS.maxValue).length);
}

/**
 * A new value for a row. A label that still reads as the old value (the defaults' "1000")
 * follows the value, so changing 1000 to 1500 does not leave a button labelled 1000.
 */
export function withValue(row: PresetRow, raw: string): PresetRow {
  const value = presetValueDigits(raw);
  return { label: row.label === row.value ? value : row.label, value };
}

/** The label field keeps at most the contract's length, as typed (trimmed on save). */
export function withLabel(row: PresetRow, raw: string): PresetRow {
  return { ...row, label: raw.slice(0, STAKE_LIMITS.labelMaxLength) };
}

/**
 * Checks the rows with the save call's own schema (the rule is written once, in the
 * contract): the presets to send, or the first problem of each row and of the list.
 */
export function checkRows(schema: z.ZodType<{ stake: StakePreset[] }, unknown>, rows: readonly PresetRow[]): CheckedRows {
  const parsed = schema.safeParse({ stake: rows.map((r) => ({ label: r.label, value: r.value === '' ? 0 : Number(r.value) })) });
  if (parsed.success) return { ok: true, presets: parsed.data.stake };
  const rowErrors: RowErrors[] = rows.map(() => ({}));
  let listError: string | null = null;
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path;
    const errors = typeof index === 'number' ? rowErrors[index] : undefined;
    if (errors && (field === 'label' || field === 'value')) errors[field] ??= issue.message;
    else listError ??= issue.message;
  }
  return { ok: false, rowErrors, listError };
}
