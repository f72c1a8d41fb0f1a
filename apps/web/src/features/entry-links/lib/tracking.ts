import { storageKeys } from '../../../config/paths';
import { storage } from '../../../lib/storage';

/**
 * Values that arrive in entry-link paths (/branch/{branchId}, /register/{utm_source}/...) and
 * go to local storage, then to the sign-up call. They come from anyone's link, so only short
 * plain tokens are kept (letters, digits, '-', '_', '.'); anything else is ignored.
 */
export function cleanTrackingValue(raw: string | undefined, max = 64): string | null {
  const v = (raw ?? '').trim();
  return v.length > 0 && v.length <= max && /^[A-Za-z0-9._-]+$/.test(v) ? v : null;
}

/** /branch/{branchId}: the branch the next sign-up should be placed under. */
export function rememberBranch(raw: string | undefined): boolean {
  const branch = cleanTrackingValue(raw);
  if (branch) storage.set(storageKeys.branch, branch);
  return branch !== null;
}

/**
 * /register/{utm_source}/{registration_Source}: the campaign of the next sign-up. A link
 * without a registration source clears an older one, so one campaign's values are never mixed
 * with another's.
 */
export function rememberSource(rawUtm: string | undefined, rawSource: string | undefined): boolean {
  const utm = cleanTrackingValue(rawUtm, 128);
  if (!utm) return false;
  storage.set(storageKeys.utmSource, utm);
  const source = cleanTrackingValue(rawSource, 128);
  if (source) storage.set(storageKeys.registrationSource, source);
  else storage.remove(storageKeys.registrationSource);
  return true;
}
