import { SITE_MESSAGES } from '@backlay/contract';
import { parseRupeesToPaise } from '@backlay/domain';
import { badRequest } from '../../lib/app-error.js';

/**
 * Checks of what staff type into the Sites screens, each answering 400 with a message that
 * says what is wanted. Contract schemas keep the shapes; these keep the meaning.
 */

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_RE = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`);

/** A host name as the site table keys it: lower-case, no scheme, port, path or trailing dot. */
export function hostOf(raw: string, message: string = SITE_MESSAGES.hostInvalid): string {
  const host = raw.trim().toLowerCase();
  if (!HOST_RE.test(host)) throw badRequest(message);
  return host;
}

/** Optional desktop host: empty or null means none. */
export function desktopHostOf(raw: string | null): string | null {
  if (raw === null || raw.trim() === '') return null;
  return hostOf(raw, SITE_MESSAGES.desktopHostInvalid);
}

export function whiteLabelNameOf(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length < 2 || name.length > 60) throw badRequest(SITE_MESSAGES.nameInvalid);
  return name;
}

/** A WhatsApp number: empty (none), or 8 to 15 digits with an optional +; spaces and dashes dropped. */
export function whatsappOf(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '');
  if (compact === '') return '';
  if (!/^\+?\d{8,15}$/.test(compact)) throw badRequest(SITE_MESSAGES.whatsappInvalid);
  return compact;
}

/** Rupees (at most two decimals) to paise that fit the integer columns. */
export function paiseOf(raw: number | string, message: string): number {
  const paise = parseRupeesToPaise(raw);
  if (paise === null || paise > 2_000_000_000) throw badRequest(message);
  return paise;
}

/** A percentage 0..100 with at most two decimals, to basis points. */
export function bpsOf(raw: number | string, message: string): number {
  const hundredths = parseRupeesToPaise(raw);
  if (hundredths === null || hundredths > 10_000) throw badRequest(message);
  return hundredths;
}
