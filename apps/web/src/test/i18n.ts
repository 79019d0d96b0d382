import type { i18n as I18n } from 'i18next';
import type { UserMessage } from '@adfleet/core/messages';
import { renderMessage } from '@adfleet/core/render-message';
import { createI18n } from '@/i18n/i18n';
import type { RenderMessage } from '@/i18n/use-render-message';

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
