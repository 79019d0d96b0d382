import i18next from 'i18next';
import english from './locales/en/messages.json' with { type: 'json' };
import spanish from './locales/es/messages.json' with { type: 'json' };
import type { MessageLanguage } from './message-language.ts';
import { hasMessageCode, type MessagesT, renderMessageWith } from './render-message-with.ts';
import type { MessageCode, UserMessage } from './user-message.ts';

/**
 * One i18next instance per language, each holding that language's `messages` namespace only: the same resource
 * files the web app loads as a namespace of its own (docs/decisions/0083).
 */
function createMessages(language: MessageLanguage, texts: typeof english) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { messages: texts } },
    ns: ['messages'],
    defaultNS: 'messages',
    fallbackLng: false,
    // The resources are at hand, so the instance is ready when init returns and rendering stays synchronous.
    initAsync: false,
    // Plain text: whoever writes it into HTML, JSON or CSV escapes it there.
    interpolation: { escapeValue: false },
  });
  return instance;
}

const messages = { en: createMessages('en', english), es: createMessages('es', spanish) } as const satisfies Record<MessageLanguage, unknown>;
const messagesT: Record<MessageLanguage, MessagesT> = { en: messages.en.getFixedT('en', 'messages'), es: messages.es.getFixedT('es', 'messages') };

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && hasMessageCode(messages.en, code);
}

/**
 * The words of a message in one language. A code this build does not know (a newer server's, or a stored row from a
 * removed code) reads as the generic failure rather than as a raw code.
 */
export function renderMessage(message: UserMessage, language: MessageLanguage): string {
  return renderMessageWith(messagesT[language], message, language);
}
