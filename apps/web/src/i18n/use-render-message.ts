import { languageFromAcceptLanguage, renderMessageWith, type UserMessage } from '@adfleet/core/messages';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_CAPABILITIES, type WorkspaceRole } from '@/workspaces/role-capabilities';

/** Words a server message in one language; no message stays none, so a fallback reads `render(said) ?? t(...)`. */
export interface RenderMessage {
  (message: UserMessage): string;
  (message: UserMessage | null): string | null;
}

/**
 * Words server messages (codes with parameters) in the UI language from the `messages` namespace, as the server does
 * for the REST API; a language switch re-renders whoever uses it, so a message already on screen changes language
 * with everything else.
 */
export function useRenderMessage(): RenderMessage {
  // The shell's texts bring the messages before the first paint; should they still be on their way, this waits for them.
  const { i18n } = useTranslation(['messages', 'layout']);
  // i18n's language tag ('es', 'es-CO') reads like an Accept-Language value.
  const language = languageFromAcceptLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => {
    const t = i18n.getFixedT(language, 'messages');
    const roles = i18n.getFixedT(language, 'layout');
    return ((message: UserMessage | null) => (message ? renderMessageWith(t, withRoleWorded(message, roles), language) : null)) as RenderMessage;
  }, [i18n, language]);
}

/** A workspace role the server names by its code (`workspaceRoleRefused`) reads in the reader's language. */
function withRoleWorded(message: UserMessage, t: TFunction<'layout'>): UserMessage {
  const role = message.params['role'];
  if (typeof role !== 'string' || !WORKSPACE_ROLE_NAMES.has(role)) return message;
  return { ...message, params: { ...message.params, role: t(`workspace.roles.${role as WorkspaceRole}`, { defaultValue: role }) } };
}

const WORKSPACE_ROLE_NAMES: ReadonlySet<string> = new Set(Object.keys(ROLE_CAPABILITIES));
