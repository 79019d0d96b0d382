import type { InitOptions } from 'i18next';
import type { DetectorOptions } from 'i18next-browser-languagedetector';

// Apart from resources.ts, which bundles every screen's texts, so the app and the landing page can share these without them.
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export function isSupportedLanguage(value: string | undefined): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

/** `?lng=es` wins, then a choice remembered earlier, then the browser's own language. */
export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'cookie', 'sessionStorage', 'localStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupSessionStorage: 'i18nextLng',
  lookupLocalStorage: 'i18nextLng',
  caches: ['localStorage', 'cookie'],
  cookieOptions: { path: '/', sameSite: 'lax' },
  // 'es-MX' from the browser is stored and set on <html lang> as 'es': only language-level texts exist.
  convertDetectedLanguage: (language) => language.split('-')[0] ?? language,
};

/** What the app's and the landing page's i18next instances share; each adds its own texts. */
export const sharedInitOptions = {
  defaultNS: 'common',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // Spanish has every English key (resources.test.ts), so it falls back to nothing and a Spanish reader never
  // downloads the English texts; a language we do not have reads English.
  fallbackLng: { es: [], default: ['en'] },
  load: 'languageOnly',
  detection: detectionOptions,
  // Bundled resources (landing, tests) are ready when init returns; the app awaits init for its lazily loaded ones.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
} as const satisfies InitOptions;
