import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage';
import { storageKeys } from '../config/paths';
import { passedPreference } from './game-frame-preferences';

/**
 * Languages of the player site. Labels are written in code as `t('key', 'English default')`:
 * the English default is the built-in fallback (docs/product.md §1), and each locale's strings
 * come from /intl/{locale}/strings.json when that file answers.
 */
export const LOCALES = [
  { code: 'en-us', label: 'English', htmlLang: 'en' },
  { code: 'hi-in', label: 'हिन्दी', htmlLang: 'hi' },
] as const;
export type Locale = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: Locale = 'en-us';

export function isLocale(v: unknown): v is Locale {
  return LOCALES.some((l) => l.code === v);
}

/** Fetches one locale's flat key -> text file; a missing file leaves the English defaults. */
const intlBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(`/intl/${encodeURIComponent(language)}/strings.json`, { headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`strings.json ${res.status}`);
        const json: unknown = await res.json();
        callback(null, json && typeof json === 'object' ? (json as Record<string, string>) : {});
      })
      // English defaults in code stay in use; not an error worth a toast.
      .catch(() => callback(null, {}));
  },
};

function syncHtmlLang(code: string) {
  const locale = LOCALES.find((l) => l.code === code);
  if (typeof document !== 'undefined' && locale) document.documentElement.lang = locale.htmlLang;
}

let started: Promise<unknown> | null = null;

/** Starts i18next once; the site renders at once with English defaults while strings load. */
export function initI18n(): Promise<unknown> {
  if (started) return started;
  const stored = storage.get(storageKeys.language);
  // A studio page in the game screen's frame has no storage: the language the game screen
  // passed in its URL (lib/game-frame-preferences.ts).
  const lng: Locale = isLocale(stored) ? stored : (passedPreference('language', isLocale) ?? DEFAULT_LOCALE);
  i18next.on('languageChanged', syncHtmlLang);
  started = i18next
    .use(intlBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: LOCALES.map((l) => l.code),
      // Keep 'en-us' / 'hi-in' as written (the file names), and load only that locale.
      lowerCaseLng: true,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
    });
  syncHtmlLang(lng);
  return started;
}

export async function changeLanguage(code: Locale): Promise<void> {
  storage.set(storageKeys.language, code);
  await i18next.changeLanguage(code);
}

export { i18next };
