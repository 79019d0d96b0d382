import { type MessageLanguage, renderMessage, type UserMessage } from '@adfleet/core/messages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Words a server message in one language; no message stays none, so a fallback reads `render(said) ?? t(...)`. */
export interface RenderMessage {
  (message: UserMessage): string;
  (message: UserMessage | null): string | null;
}

export function messageLanguage(language: string | undefined): MessageLanguage {
  return language?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/**
 * Words server messages (codes with parameters) in the UI language; a language switch re-renders whoever uses it,
 * so a message already on screen changes language with everything else.
 */
export function useRenderMessage(): RenderMessage {
  const { i18n } = useTranslation();
  const language = messageLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => ((message: UserMessage | null) => (message ? renderMessage(message, language) : null)) as RenderMessage, [language]);
}
