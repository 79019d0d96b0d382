import { languageFromAcceptLanguage, renderMessage, type UserMessage } from '@adfleet/core/messages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

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
  return useMemo(() => ((message: UserMessage | null) => (message ? renderMessage(message, language) : null)) as RenderMessage, [language]);
}
