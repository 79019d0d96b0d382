import type { InitOptions } from 'i18next';
import { sharedInitOptions } from './language-detection';
import { defaultNS, namespaces, resources } from './resources';

/** Every namespace of both languages, bundled: for tests, which need every text at once and synchronously. */
export const i18nInitOptions: InitOptions = {
  resources,
  ns: namespaces,
  ...sharedInitOptions,
  defaultNS,
};
