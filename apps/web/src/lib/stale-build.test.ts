import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForNewBuild } from './stale-build';

describe('stale build', () => {
  it('tells a failed chunk import from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a-1.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then not again within 30 s', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadForNewBuild(sessionStorage, 1_000_000, reload)).toBe(true);
    expect(reloadForNewBuild(sessionStorage, 1_010_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForNewBuild(sessionStorage, 1_031_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
