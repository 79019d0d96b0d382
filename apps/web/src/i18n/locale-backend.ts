import type { BackendModule } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '@adfleet/core/messages';
import { loadMessageTexts } from './message-texts';
import { fileNameOf } from './namespace';

type Texts = Record<string, unknown>;

const isMessageLanguage = (value: string): value is MessageLanguage => (MESSAGE_LANGUAGES as readonly string[]).includes(value);

// One chunk per language and namespace: a page downloads its own texts in the reader's language only.
const LOCALE_FILES = import.meta.glob<Texts>('../locales/*/*.json', { import: 'default' });

/** Reads one language's namespace from its own chunk; an unknown language or namespace is an error, not empty texts. */
export function loadLocale(language: string, namespace: string): Promise<Texts> {
  const load = LOCALE_FILES[`../locales/${language}/${fileNameOf(namespace)}.json`];
  if (!load) return Promise.reject(new Error(`No texts for ${language}/${namespace}`));
  // The server messages' words come with the shell's own texts, in the same language, before the same paint and
  // before a language switch shows anything.
  if (namespace === 'common' && isMessageLanguage(language)) return Promise.all([load(), loadMessageTexts(language)]).then(([texts]) => texts);
  return load();
}

export const localeBackend: BackendModule = resourcesToBackend(loadLocale);
