import type { WholeAppConfiguration } from '@backlay/contract';
import { storage } from '../../lib/storage';
import { storageKeys } from '../../config/paths';

/** What the loading screen needs before the configuration answers: the last brand seen here. */
export interface CachedBrand {
  logoText: string;
  logo: string;
  siteLoader: string;
}

export function readCachedBrand(): CachedBrand | null {
  const raw = storage.get(storageKeys.siteBrand);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<CachedBrand>;
    return typeof v.logoText === 'string'
      ? { logoText: v.logoText, logo: String(v.logo ?? ''), siteLoader: String(v.siteLoader ?? '') }
      : null;
  } catch {
    return null;
  }
}

export function writeCachedBrand(cfg: WholeAppConfiguration): void {
  const brand: CachedBrand = { logoText: cfg.theme.logoText, logo: cfg.theme.logo, siteLoader: cfg.appConfigruation.siteLoader };
  storage.set(storageKeys.siteBrand, JSON.stringify(brand));
}
