import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { i18nInitOptions } from './i18n-options';

/**
 * A fresh instance with every text bundled and ready at once, for tests. The app itself loads its texts by language
 * and page (app-i18n.ts), with the same detection and options.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void instance.use(LanguageDetector).use(initReactI18next).init(i18nInitOptions);
  return instance;
}
