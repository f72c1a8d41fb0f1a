import { afterEach, describe, expect, it, vi } from 'vitest';
import { passedPreference, withFramePreferences } from './game-frame-preferences';
import { isColorMode } from './ui-store';
import { isLocale } from './i18n';

const SITE = 'https://b2c.example.com';

describe('withFramePreferences', () => {
  it("adds the theme and language to a studio page's launch URL, which stays relative", () => {
    expect(withFramePreferences('/originals/crash?token=t1&currency=INR', { colorMode: 'light', language: 'hi-in' }, SITE)).toBe(
      '/originals/crash?token=t1&currency=INR&theme=light&lang=hi-in',
    );
    expect(withFramePreferences('/originals/fruit-line', { colorMode: 'dark', language: 'en-us' }, SITE)).toBe(
      '/originals/fruit-line?theme=dark&lang=en-us',
    );
    expect(withFramePreferences(`${SITE}/originals/lotto-6-49?token=t1#top`, { colorMode: 'light' }, SITE)).toBe(
      `${SITE}/originals/lotto-6-49?token=t1&theme=light#top`,
    );
  });

  it('replaces what the launch URL said, and leaves the language out when there is none to pass', () => {
    expect(withFramePreferences('/originals/crash?theme=dark&lang=en-us&token=t1', { colorMode: 'light' }, SITE)).toBe(
      '/originals/crash?theme=light&token=t1',
    );
  });

  it('leaves a URL that does not parse as it is', () => {
    expect(withFramePreferences('http://[bad/originals/crash', { colorMode: 'light' }, SITE)).toBe('http://[bad/originals/crash');
  });
});

describe('passedPreference', () => {
  it('reads a known theme and language', () => {
    expect(passedPreference('colorMode', isColorMode, '?token=t1&theme=light&lang=hi-in')).toBe('light');
    expect(passedPreference('colorMode', isColorMode, '?theme=dark')).toBe('dark');
    expect(passedPreference('language', isLocale, '?token=t1&theme=light&lang=hi-in')).toBe('hi-in');
    expect(passedPreference('language', isLocale, '?lang=en-us')).toBe('en-us');
  });

  it('ignores anything else', () => {
    for (const search of ['', '?token=t1', '?theme=', '?theme=purple', '?theme=LIGHT', '?theme=light%20', '?theme[]=light', '?dark=light'])
      expect(passedPreference('colorMode', isColorMode, search), search).toBeNull();
    for (const search of ['', '?lang=', '?lang=hi', '?lang=HI-IN', '?lang=fr-fr', '?lang=__proto__', '?lang=toString', '?language=hi-in'])
      expect(passedPreference('language', isLocale, search), search).toBeNull();
  });
});

describe("a studio page in the game screen's sandboxed frame (no storage)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.resetModules();
    window.history.replaceState(null, '', '/');
    localStorage.clear();
  });

  /** Opens this page at `path`, where local storage throws as it does in an opaque origin. */
  function openFramed(path: string) {
    window.history.replaceState(null, '', path);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
    });
    vi.resetModules();
  }

  it('starts in the theme the game screen passed, and dark for an unknown one', async () => {
    openFramed('/originals/crash?token=t1&theme=light');
    expect((await import('./ui-store')).useUi.getState().colorMode).toBe('light');
    openFramed('/originals/crash?token=t1&theme=sepia');
    expect((await import('./ui-store')).useUi.getState().colorMode).toBe('dark');
  });

  it('starts in the language the game screen passed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    openFramed('/originals/crash?token=t1&lang=hi-in');
    const { i18next, initI18n } = await import('./i18n');
    await initI18n();
    expect(i18next.language).toBe('hi-in');
    expect(document.documentElement.lang).toBe('hi');
  });

  it("keeps a page's own stored choice over the URL's when it has storage", async () => {
    window.history.replaceState(null, '', '/originals/crash?token=t1&theme=light');
    localStorage.setItem('theme', 'dark');
    vi.resetModules();
    expect((await import('./ui-store')).useUi.getState().colorMode).toBe('dark');
  });
});
