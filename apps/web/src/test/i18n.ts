import type { i18n as I18n } from 'i18next';
import { createI18n } from '@/i18n/i18n';

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
