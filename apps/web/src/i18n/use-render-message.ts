import { languageFromAcceptLanguage, renderMessage, type UserMessage } from '@adfleet/core/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Writes one server message (a code with parameters) in words. */
export type RenderMessage = (message: UserMessage) => string;

/**
 * Server messages in the UI language: i18n's resolved language ('es-CO' reads as Spanish) picks the catalogue's
 * words, and a language switch gives a new function, so whatever renders with it follows the switch.
 */
export function useRenderMessage(): RenderMessage {
  const { i18n } = useTranslation();
  const language = languageFromAcceptLanguage(i18n.resolvedLanguage);
  return useCallback((message: UserMessage) => renderMessage(message, language), [language]);
}
