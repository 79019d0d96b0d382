import type { InitOptions } from 'i18next';
import { detectionOptions, type Language, sharedInitOptions, SUPPORTED_LANGUAGES } from './language-detection';
import { defaultNS, namespaces, resources } from './resources';

export { detectionOptions, SUPPORTED_LANGUAGES, type Language };

export const i18nInitOptions: InitOptions = {
  resources,
  ns: namespaces,
  ...sharedInitOptions,
  defaultNS,
};

export function isSupportedLanguage(value: string | undefined): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}
