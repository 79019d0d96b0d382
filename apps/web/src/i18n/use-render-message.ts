import { renderMessageWith } from '@adfleet/core/message-render';
import { languageFromAcceptLanguage, type UserMessage } from '@adfleet/core/messages';
import { use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMessageTexts, messageTextsIn } from './message-texts';

/** Words a server message in one language; no message stays none, so a fallback reads `render(said) ?? t(...)`. */
export interface RenderMessage {
  (message: UserMessage): string;
  (message: UserMessage | null): string | null;
}

/**
 * Words server messages (codes with parameters) in the UI language; a language switch re-renders whoever uses it,
 * so a message already on screen changes language with everything else.
 */
export function useRenderMessage(): RenderMessage {
  const { i18n } = useTranslation();
  // i18n's language tag ('es', 'es-CO') reads like an Accept-Language value.
  const language = languageFromAcceptLanguage(i18n.resolvedLanguage ?? i18n.language);
  // Loaded with the shell's texts before the first paint; should they still be on their way, wait as for any text.
  const texts = messageTextsIn(language) ?? use(loadMessageTexts(language));
  return useMemo(() => ((message: UserMessage | null) => (message ? renderMessageWith(texts, message, language) : null)) as RenderMessage, [texts, language]);
}
