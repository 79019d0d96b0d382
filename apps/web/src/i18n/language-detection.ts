import type { InitOptions } from 'i18next';
import type { DetectorOptions } from 'i18next-browser-languagedetector';

// Apart from i18n-options.ts, which bundles every screen's texts, so the landing page can share these without them.
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

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
  fallbackLng: 'en',
  load: 'languageOnly',
  detection: detectionOptions,
  // Resources are bundled, so init can finish before the first render and no key flashes.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
} as const satisfies InitOptions;
