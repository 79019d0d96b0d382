import { MESSAGE_LANGUAGES, type MessageLanguage, messageTextsOf } from '@adfleet/core/messages';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:message-texts/';
const RESOLVED = `\0${PREFIX}`;

const isMessageLanguage = (value: string): value is MessageLanguage => (MESSAGE_LANGUAGES as readonly string[]).includes(value);

/**
 * `virtual:message-texts/<language>`: the server messages' words (core's catalogue and field labels) in one language,
 * as a module of its own, so the app loads the reader's language only and the catalogue of both never reaches the
 * browser (src/i18n/message-texts.ts; docs/decisions/0052); nor do the words only the CSV export writes.
 */
export function messageTexts(): Plugin {
  return {
    name: 'adfleet-message-texts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const language = id.slice(RESOLVED.length);
      if (!isMessageLanguage(language)) throw new Error(`No message texts for the language ${language}`);
      return `export default ${JSON.stringify(messageTextsOf(language, { forBrowser: true }))};`;
    },
  };
}
