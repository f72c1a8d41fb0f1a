import { randomInt } from 'node:crypto';
import { MESSAGES } from '@backlay/contract';
import { isValidEmail, normaliseMobile } from '@backlay/domain';
import type { DbOrTx } from '../../db/client.js';
import { badRequest } from '../../lib/app-error.js';
import { referralCodeExists, userNameExists } from './auth.repository.js';

/** A person's name: letters (any script), spaces, dots, apostrophes and dashes, 2 to 64 long. */
export function isValidFullName(name: string): boolean {
  return /^\p{L}[\p{L}\p{M} .'-]{1,63}$/u.test(name);
}

export interface ContactFields {
  fullName: string;
  email: string;
  /** Ten digits, without the country code. */
  phone: string;
}

/**
 * Checks the optional contact fields of a form (each only when given) with the messages
 * of docs/product.md §8, and answers them cleaned.
 */
export function cleanContactFields(input: {
  fullName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}): ContactFields {
  const fullName = (input.fullName ?? '').trim();
  if (fullName && !isValidFullName(fullName)) throw badRequest(MESSAGES.invalidName);
  let phone = '';
  const rawPhone = (input.phone ?? '').trim();
  if (rawPhone) {
    phone = normaliseMobile(rawPhone) ?? '';
    if (!phone) throw badRequest(MESSAGES.mobileNotValid);
  }
  const email = (input.email ?? '').trim().toLowerCase();
  if (email && !isValidEmail(email)) throw badRequest(MESSAGES.invalidEmail);
  return { fullName, email, phone };
}

/** Referral codes: 8 characters without the look-alikes (0/O, 1/I/L). */
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export async function newReferralCode(db: DbOrTx): Promise<string> {
  for (;;) {
    let code = '';
    for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
    if (!(await referralCodeExists(db, code))) return code;
  }
}

/** Demo accounts are named `demo` + 8 digits, unique in the white label. */
export async function newDemoUserName(db: DbOrTx, whiteLabelId: string): Promise<string> {
  for (;;) {
    const name = `demo${randomInt(10_000_000, 100_000_000)}`;
    if (!(await userNameExists(db, whiteLabelId, name))) return name;
  }
}
