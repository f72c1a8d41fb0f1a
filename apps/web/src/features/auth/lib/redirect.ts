import { storage } from '../../../lib/storage';
import { paths, storageKeys } from '../../../config/paths';

/** Where a successful login goes: the stored redirect path (consumed), default '/'. */
export function takeRedirectPath(): string {
  const stored = storage.get(storageKeys.redirectPath);
  storage.remove(storageKeys.redirectPath);
  // Only same-site paths: a stored value must never send the player to another origin.
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : paths.home;
}
