import { type MessageCode, messageCatalogue } from './catalogue/index.ts';
import type { MessageLanguage } from './message-text.ts';
import { messageTextsOf } from './message-texts-of.ts';
import { type MessageTexts, renderMessageWith } from './render-message-with.ts';
import type { UserMessage } from './user-message.ts';

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(messageCatalogue, code);
}

const textsByLanguage = new Map<MessageLanguage, MessageTexts>();

/**
 * The words of a message in one language. A code this build does not know (a newer server's, or a stored row from a
 * removed code) reads as the generic failure rather than as a raw code.
 */
export function renderMessage(message: UserMessage, language: MessageLanguage): string {
  let texts = textsByLanguage.get(language);
  if (!texts) textsByLanguage.set(language, (texts = messageTextsOf(language)));
  return renderMessageWith(texts, message, language);
}
