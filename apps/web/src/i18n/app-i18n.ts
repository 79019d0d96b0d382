import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { localeBackend } from './locale-backend';
import { sharedInitOptions } from './language-detection';
import { pageNamespacesOf, SHELL_NAMESPACES } from './route-namespaces';

/**
 * The app's instance, with only the reader's language and only the texts the first page shows (the shell's and the
 * page's), resolved before the first paint so no key flashes. Other pages' texts load with those pages (the root
 * route's beforeLoad); a language switch loads every namespace already in use in the new language before it switches
 * (i18next's changeLanguage), so a switched screen never shows keys either. See docs/decisions/0044.
 */
export async function createAppI18n(pathname: string): Promise<I18n> {
  const instance = i18next.createInstance();
  // Screen readers and the browser's hyphenation follow <html lang>, so it tracks the chosen language.
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await instance
    .use(LanguageDetector)
    .use(localeBackend)
    .use(initReactI18next)
    .init({ ...sharedInitOptions, ns: [...SHELL_NAMESPACES, ...pageNamespacesOf(pathname)] });
  return instance;
}
