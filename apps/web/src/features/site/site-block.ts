import type { Role } from '@backlay/contract';

/** Which whole-screen page replaces the site, if any (docs/product.md §4). */
export type SiteBlock = 'duplicateScreen' | 'maintenance' | null;

export interface SiteBlockInput {
  isDuplicateScreen: boolean;
  /** Set by a 503 the maintenance endpoint confirmed (api-client). */
  sessionMaintenance: boolean;
  /** The maintenance poll and the configuration's app flag. */
  polledMaintenance: boolean | undefined;
  configMaintenance: boolean | undefined;
  /** The stored user type: administrator bypasses maintenance. */
  userType: Role | null;
}

export function siteBlock(s: SiteBlockInput): SiteBlock {
  if (s.isDuplicateScreen) return 'duplicateScreen';
  const maintenance = s.sessionMaintenance || s.polledMaintenance === true || s.configMaintenance === true;
  if (maintenance && s.userType !== 'administrator') return 'maintenance';
  return null;
}
