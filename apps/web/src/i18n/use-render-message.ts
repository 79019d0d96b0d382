import { renderMessageWith } from '@adfleet/core/message-render';
import { languageFromAcceptLanguage, type UserMessage } from '@adfleet/core/messages';
import type { TFunction } from 'i18next';
import { use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_CAPABILITIES, type WorkspaceRole } from '@/workspaces/role-capabilities';
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
  // Role names are the shell's words; fixed per language so the renderer stays the same between renders.
  const t = useMemo(() => i18n.getFixedT(language, 'layout'), [i18n, language]);
  // Loaded with the shell's texts before the first paint; should they still be on their way, wait as for any text.
  const texts = messageTextsIn(language) ?? use(loadMessageTexts(language));
  return useMemo(
    () => ((message: UserMessage | null) => (message ? renderMessageWith(texts, withRoleWorded(message, t), language) : null)) as RenderMessage,
    [texts, language, t],
  );
}

/** A workspace role the server names by its code (`workspaceRoleRefused`) reads in the reader's language. */
function withRoleWorded(message: UserMessage, t: TFunction<'layout'>): UserMessage {
  const role = message.params['role'];
  if (typeof role !== 'string' || !WORKSPACE_ROLE_NAMES.has(role)) return message;
  return { ...message, params: { ...message.params, role: t(`workspace.roles.${role as WorkspaceRole}`, { defaultValue: role }) } };
}

const WORKSPACE_ROLE_NAMES: ReadonlySet<string> = new Set(Object.keys(ROLE_CAPABILITIES));
