import type { BackendModule } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { fileNameOf } from './namespace';

type Texts = Record<string, unknown>;

// One chunk per language and namespace: a page downloads its own texts in the reader's language only.
const LOCALE_FILES = import.meta.glob<Texts>('../locales/*/*.json', { import: 'default' });

// The server's messages live in core, which words them for the REST API and the CSV export too.
const MESSAGE_FILES: Readonly<Record<string, () => Promise<Texts>>> = {
  en: () => import('@adfleet/core/locales/en/messages.json').then((texts) => texts.default),
  es: () => import('@adfleet/core/locales/es/messages.json').then((texts) => texts.default),
};

/** Reads one language's namespace from its own chunk; an unknown language or namespace is an error, not empty texts. */
function loadLocale(language: string, namespace: string): Promise<Texts> {
  const load = namespace === 'messages' ? MESSAGE_FILES[language] : LOCALE_FILES[`../locales/${language}/${fileNameOf(namespace)}.json`];
  if (!load) return Promise.reject(new Error(`No texts for ${language}/${namespace}`));
  return load();
}

export const localeBackend: BackendModule = resourcesToBackend(loadLocale);
