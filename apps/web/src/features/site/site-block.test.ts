import { describe, expect, it } from 'vitest';
import { siteBlock, type SiteBlockInput } from './site-block';

const base: SiteBlockInput = {
  isDuplicateScreen: false,
  sessionMaintenance: false,
  polledMaintenance: false,
  configMaintenance: false,
  userType: null,
};

describe('siteBlock', () => {
  it('lets the site render normally', () => {
    expect(siteBlock(base)).toBeNull();
    expect(siteBlock({ ...base, polledMaintenance: undefined, configMaintenance: undefined })).toBeNull();
  });

  it('shows maintenance from any source to everyone but administrator', () => {
    for (const patch of [{ sessionMaintenance: true }, { polledMaintenance: true }, { configMaintenance: true }]) {
      expect(siteBlock({ ...base, ...patch })).toBe('maintenance');
      expect(siteBlock({ ...base, ...patch, userType: 'user' })).toBe('maintenance');
      expect(siteBlock({ ...base, ...patch, userType: 'whiteLabel' })).toBe('maintenance');
      expect(siteBlock({ ...base, ...patch, userType: 'administrator' })).toBeNull();
    }
  });

  it('puts the duplicate-screen page above everything', () => {
    expect(siteBlock({ ...base, isDuplicateScreen: true, polledMaintenance: true })).toBe('duplicateScreen');
    expect(siteBlock({ ...base, isDuplicateScreen: true, userType: 'administrator' })).toBe('duplicateScreen');
  });
});
