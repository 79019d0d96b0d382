import { formatMoney, moneyLocale } from '../money/index.ts';
import { type MessageCode, messageCatalogue } from './catalogue/index.ts';
import { fieldLabels, isFieldName } from './field-labels.ts';
import type { MessageLanguage, MessageText } from './message-text.ts';
import type { MessageParam, UserMessage } from './user-message.ts';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(messageCatalogue, code);
}

function formatParam(param: MessageParam | undefined, language: MessageLanguage): string {
  if (param === undefined) return '';
  if (typeof param === 'object' && 'field' in param) return isFieldName(param.field) ? fieldLabels[param.field][language] : param.field;
  if (typeof param === 'object') return formatMoney(param.money.amount, param.money.currency, moneyLocale(language));
  if (typeof param === 'number') return param.toLocaleString(moneyLocale(language));
  return param;
}

function chooseForm(text: MessageText, count: MessageParam | undefined, language: MessageLanguage): string {
  if (typeof text === 'string') return text;
  const n = typeof count === 'number' ? count : Number(count);
  return new Intl.PluralRules(language).select(n) === 'one' ? text.one : text.other;
}

/**
 * The words of a message in one language. A code this build does not know (a newer server's, or a stored row from a
 * removed code) reads as the generic failure rather than as a raw code.
 */
export function renderMessage(message: UserMessage, language: MessageLanguage): string {
  const entry = isMessageCode(message.code) ? messageCatalogue[message.code] : messageCatalogue.internalError;
  const text = chooseForm(entry[language], message.params.count, language);
  return text.replace(PLACEHOLDER, (_, name: string) => formatParam(message.params[name], language));
}
