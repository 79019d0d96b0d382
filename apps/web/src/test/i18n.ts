import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { UserMessage } from '@adfleet/core/messages';
import { renderMessage } from '@adfleet/core/render-message';
import { sharedInitOptions } from '@/i18n/language-detection';
import { defaultNS, resources } from '@/i18n/resources';
import type { RenderMessage } from '@/i18n/use-render-message';

export const namespaces = Object.keys(resources.en) as Array<keyof typeof resources.en>;

/**
 * A fresh instance with every namespace of both languages bundled and ready at once, as tests need them. The app itself
 * loads its texts by language and page (app-i18n.ts), with the same detection and options.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void instance.use(LanguageDetector).use(initReactI18next).init({ resources, ns: namespaces, ...sharedInitOptions, defaultNS });
  return instance;
}

/** An i18n instance already switched to `language`. */
export function i18nIn(language: 'en' | 'es'): I18n {
  const i18n = createI18n();
  void i18n.changeLanguage(language);
  return i18n;
}

/** The `t` the auth screens use (auth texts, with `errors:` for the shared ones), fixed to one language. */
export function authT(language: 'en' | 'es') {
  return i18nIn(language).getFixedT<['auth', 'errors']>(language, ['auth', 'errors']);
}

/** Words server messages in one language, as `useRenderMessage` does for the UI's. */
export function renderIn(language: 'en' | 'es'): RenderMessage {
  return ((message: UserMessage | null) => (message ? renderMessage(message, language) : null)) as RenderMessage;
}
