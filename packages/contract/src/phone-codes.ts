import { z } from 'zod';
import phoneCodesData from './country-list/phone-codes.json' with { type: 'json' };

/**
 * GET country-list/phone-codes.json (docs/product.md §7 "static data"): the countries a phone
 * number may come from, for the country-code select of the registration form. Static, so it is
 * served as a file (not under /api) by the server, from the list below
 * (docs/decisions/phone-country-codes.md).
 */
export const PHONE_CODES_PATH = '/country-list/phone-codes.json';

/** One country: its name in English, its ISO 3166-1 alpha-2 code and its ITU calling code. */
export const phoneCodeSchema = z.object({
  name: z.string().min(1),
  code: z.string().regex(/^[A-Z]{2}$/),
  /** '+' and 1 to 3 digits (ITU-T E.164); shared by several countries (+1, +7, +44 ...). */
  dialCode: z.string().regex(/^\+[1-9]\d{0,2}$/),
});
export type PhoneCode = z.infer<typeof phoneCodeSchema>;

/** India first (the sites are Indian, INR), then every other country by name. */
export const phoneCodesSchema = z.array(phoneCodeSchema);

/** The code a phone field starts with, and the one the server assumes when none is sent. */
export const DEFAULT_PHONE_CODE: PhoneCode = { name: 'India', code: 'IN', dialCode: '+91' };
export const DEFAULT_DIAL_CODE = DEFAULT_PHONE_CODE.dialCode;

/**
 * The list itself, for the server (which serves it and checks sign-ups against it). Left as
 * imported, not parsed here: a client that only needs the schema then bundles none of it, and
 * the contract's tests check it against the schema.
 */
export const PHONE_CODES: readonly PhoneCode[] = phoneCodesData;

/** Whether a dial code ('+44') is one of the list's. */
export function isKnownDialCode(dialCode: string): boolean {
  return PHONE_CODES.some((c) => c.dialCode === dialCode);
}
