import { fileNameOf } from '../src/i18n/namespace.ts';
import { pageNamespacesOf, SHELL_NAMESPACES } from '../src/i18n/route-namespaces.ts';

/** The server messages' words, a shell namespace whose file is core's (src/i18n/locale-backend.ts). */
const MESSAGE_TEXTS = '../../packages/core/src/messages/locales/en/messages.json';

/**
 * The text chunks (manifest keys) the app loads before it paints the page at `urlPath`: the shell's namespaces and the
 * page's own, in English (Spanish weighs within a few hundred bytes of it).
 */
export function pageTextsOf(urlPath: string): string[] {
  return [...SHELL_NAMESPACES, ...pageNamespacesOf(urlPath)].map((namespace) => (namespace === 'messages' ? MESSAGE_TEXTS : `src/locales/en/${fileNameOf(namespace)}.json`));
}
