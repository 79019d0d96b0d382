import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enCommon from '@/locales/en/common.json';
import enLanding from '@/locales/en/landing.json';
import enLayout from '@/locales/en/layout.json';
import esCommon from '@/locales/es/common.json';
import esLanding from '@/locales/es/landing.json';
import esLayout from '@/locales/es/layout.json';
import { sharedInitOptions } from './language-detection';

/**
 * The landing page's own instance, with only the texts it shows: the full app's instance bundles every screen's
 * texts, which would triple what `/` downloads. Same detection and storage, so a language chosen here holds after sign-in.
 */
export function createLandingI18n(): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: {
        en: { common: enCommon, layout: enLayout, landing: enLanding },
        es: { common: esCommon, layout: esLayout, landing: esLanding },
      },
      ...sharedInitOptions,
      ns: ['common', 'layout', 'landing'],
    });
  return instance;
}
