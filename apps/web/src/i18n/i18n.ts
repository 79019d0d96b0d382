import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { i18nInitOptions } from './i18n-options';

/** A fresh, initialised instance; the app makes one at start-up and tests make their own. */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  // Screen readers and the browser's hyphenation follow <html lang>, so it tracks the chosen language.
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void instance.use(LanguageDetector).use(initReactI18next).init(i18nInitOptions);
  return instance;
}
