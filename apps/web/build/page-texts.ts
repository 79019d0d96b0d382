import { fileNameOf } from '../src/i18n/namespace.ts';
import { pageNamespacesOf, SHELL_NAMESPACES } from '../src/i18n/route-namespaces.ts';

/** The server messages' words, which load with the shell's `common` texts (src/i18n/locale-backend.ts). */
const MESSAGE_TEXTS = 'virtual:message-texts/en';

/**
 * The text chunks (manifest keys) the app loads before it paints the page at `urlPath`: the shell's namespaces and the
 * page's own, and the server messages' words, in English (Spanish weighs within a few hundred bytes of it).
 */
export function pageTextsOf(urlPath: string): string[] {
  return [...[...SHELL_NAMESPACES, ...pageNamespacesOf(urlPath)].map((namespace) => `src/locales/en/${fileNameOf(namespace)}.json`), MESSAGE_TEXTS];
}
