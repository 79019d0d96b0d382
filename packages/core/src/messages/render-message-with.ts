import { formatMoney, moneyLocale } from '../money/index.ts';
import type { MessageLanguage, MessageText } from './message-text.ts';
import type { MessageParam, UserMessage } from './user-message.ts';

/**
 * One language's words: every message code's text and every field's label. The web app loads only the reader's
 * language (a chunk per language, built from the catalogue by message-texts-of.ts), never the whole catalogue.
 */
export interface MessageTexts {
  readonly messages: Readonly<Record<string, MessageText>>;
  readonly fields: Readonly<Record<string, string>>;
}

/** The code whose words stand in for a code this build does not know. */
const UNKNOWN_CODE_STANDS_FOR = 'internalError';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function formatParam(param: MessageParam | undefined, texts: MessageTexts, language: MessageLanguage): string {
  if (param === undefined) return '';
  if (typeof param === 'object' && 'field' in param) return Object.hasOwn(texts.fields, param.field) ? texts.fields[param.field]! : param.field;
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
 * The words of a message in `language`, from that language's texts. A code the texts do not have (a newer server's,
 * or a stored row from a removed code) reads as the generic failure rather than as a raw code.
 */
export function renderMessageWith(texts: MessageTexts, message: UserMessage, language: MessageLanguage): string {
  const entry = Object.hasOwn(texts.messages, message.code) ? texts.messages[message.code]! : texts.messages[UNKNOWN_CODE_STANDS_FOR]!;
  const text = chooseForm(entry, message.params.count, language);
  return text.replace(PLACEHOLDER, (_, name: string) => formatParam(message.params[name], texts, language));
}
