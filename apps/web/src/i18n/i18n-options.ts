import type { InitOptions } from 'i18next';
import { detectionOptions, SUPPORTED_LANGUAGES, type Language } from './language-detection';
import { defaultNS, namespaces, resources } from './resources';

export { detectionOptions, SUPPORTED_LANGUAGES, type Language };

export const i18nInitOptions: InitOptions = {
  resources,
  ns: namespaces,
  defaultNS,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: 'en',
  load: 'languageOnly',
  detection: detectionOptions,
  // Resources are bundled, so init can finish before the first render and no key flashes.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
};

export function isSupportedLanguage(value: string | undefined): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}
