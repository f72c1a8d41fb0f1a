import type { ColorMode } from './ui-store';
import type { Locale } from './i18n';

/**
 * The player's night mode and language, from the site's game screen (/game-screen-play, casino
 * feature) to a game page of our own studio it frames (originals feature). That page runs
 * sandboxed without the site's origin (casino lib/game-frame-sandbox.ts): it has no storage, so
 * it cannot read the choices the site keeps there. The game screen puts them in the page's URL
 * instead, once, at launch; the page reads them where storage has no choice of its own (the
 * pre-paint script public/pre-paint-theme.js, lib/ui-store.ts and lib/i18n.ts). They carry no
 * authority: an unknown value is ignored and the default stands.
 */
export const FRAME_PREFERENCE_PARAMS = { colorMode: 'theme', language: 'lang' } as const;

export interface FramePreferences {
  colorMode: ColorMode;
  /** Left out when the site's language is not (yet) one of its locales. */
  language?: Locale;
}

/**
 * A studio page's launch URL with the player's preferences added to its query. A relative URL
 * (the studio's launch URLs are) stays relative; one that does not parse is left as it is.
 */
export function withFramePreferences(
  launchUrl: string,
  preferences: FramePreferences,
  siteOrigin: string = window.location.origin,
): string {
  let url: URL;
  try {
    url = new URL(launchUrl, siteOrigin);
  } catch {
    return launchUrl;
  }
  url.searchParams.set(FRAME_PREFERENCE_PARAMS.colorMode, preferences.colorMode);
  if (preferences.language) url.searchParams.set(FRAME_PREFERENCE_PARAMS.language, preferences.language);
  else url.searchParams.delete(FRAME_PREFERENCE_PARAMS.language);
  const isRelative = launchUrl.startsWith('/') && !launchUrl.startsWith('//');
  return isRelative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The preference passed in this page's URL when `isKnown` accepts it; null for anything else. */
export function passedPreference<T extends string>(
  name: keyof typeof FRAME_PREFERENCE_PARAMS,
  isKnown: (value: unknown) => value is T,
  search: string = window.location.search,
): T | null {
  const value = new URLSearchParams(search).get(FRAME_PREFERENCE_PARAMS[name]);
  return isKnown(value) ? value : null;
}
