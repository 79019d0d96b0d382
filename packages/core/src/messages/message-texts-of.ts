import { messageCatalogue } from './catalogue/index.ts';
import { fieldLabels } from './field-labels.ts';
import type { MessageLanguage, MessageText } from './message-text.ts';
import type { MessageTexts } from './render-message-with.ts';

/** One language's column of the catalogue and of the field labels. */
export function messageTextsOf(language: MessageLanguage): MessageTexts {
  const messages: Record<string, MessageText> = {};
  for (const [code, entry] of Object.entries(messageCatalogue)) messages[code] = entry[language];
  const fields: Record<string, string> = {};
  for (const [field, label] of Object.entries(fieldLabels)) fields[field] = label[language];
  return { messages, fields };
}
