import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInNewContext } from 'node:vm';
import { z } from 'zod';
import themeScript from '../public/pre-paint-theme.js?raw';
import zodScript from '../public/zod-jitless.js?raw';

/**
 * The scripts index.html runs before the app's modules (public/*.js): files of the site's origin,
 * because the Content-Security-Policy runs no inline script (docs/architecture.md §9).
 */
describe('pre-paint-theme.js', () => {
  const run = () => {
    document.documentElement.className = 'dark';
    document.head.innerHTML = '<meta name="theme-color" content="#0b1220" />';
    new Function(themeScript)();
    return {
      isDark: document.documentElement.classList.contains('dark'),
      themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    };
  };
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('turns the page light before paint when the visitor chose light, and leaves it dark otherwise', () => {
    expect(run()).toEqual({ isDark: true, themeColor: '#0b1220' });
    localStorage.setItem('theme', 'light');
    expect(run()).toEqual({ isDark: false, themeColor: '#f1f5f9' });
  });

  it("stays dark without storage (a page in the game screen's sandboxed frame)", () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    expect(run()).toEqual({ isDark: true, themeColor: '#0b1220' });
  });
});

describe('zod-jitless.js', () => {
  it('sets the global zod keeps its settings in, keeping what is there', () => {
    const before = (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    expect(z.config()).toBe(before);
    const page: { __zod_globalConfig?: Record<string, unknown> } = {};
    runInNewContext(zodScript, page);
    expect(page.__zod_globalConfig).toEqual({ jitless: true });
    const configured = { __zod_globalConfig: { locale: 'en' } };
    runInNewContext(zodScript, configured);
    expect(configured.__zod_globalConfig).toEqual({ locale: 'en', jitless: true });
  });
});
