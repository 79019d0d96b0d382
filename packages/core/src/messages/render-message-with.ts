import type { i18n as I18n, TFunction } from 'i18next';
import { formatMoney, moneyLocale } from '../money/index.ts';
import type { MessageLanguage } from './message-language.ts';
import type { MessageParam, UserMessage } from './user-message.ts';

/** i18next's `t` for the `messages` namespace in one language: `getFixedT(language, 'messages')`. */
export type MessagesT = TFunction<'messages'>;

/** The code whose words stand in for a code this build does not know (a newer server's, or a removed code's stored row). */
const UNKNOWN_CODE_KEY = 'code.internalError';

/** A parameter in the reader's words: a field by its label, money and numbers in the reader's number format. */
function wordParam(param: MessageParam, t: MessagesT, language: MessageLanguage): string {
  if (typeof param === 'object' && 'field' in param) return t(`field.${param.field}`, { defaultValue: param.field });
  if (typeof param === 'object') return formatMoney(param.money.amount, param.money.currency, moneyLocale(language));
  if (typeof param === 'number') return param.toLocaleString(moneyLocale(language));
  return param;
}

/**
 * The words of a message in `language`, through that language's i18next `t` (the server's instances in
 * render-message.ts, the web app's own in useRenderMessage), so both word every message alike.
 */
export function renderMessageWith(t: MessagesT, message: UserMessage, language: MessageLanguage): string {
  const replace = Object.fromEntries(Object.entries(message.params).map(([name, param]) => [name, wordParam(param, t, language)]));
  return t([`code.${message.code}`, UNKNOWN_CODE_KEY], {
    // `count` picks the plural form (`_one`, `_other`); the text shows it as `replace` words it, in the reader's digits.
    count: Number(message.params['count']),
    replace,
    // A parameter a stored row lacks (its code's text gained one later) reads as nothing, never as `{{name}}`.
    missingInterpolationHandler: () => '',
  });
}

/** Whether the loaded messages have words for `code`; a code with plural forms has none without a count. */
export function hasMessageCode(i18n: Pick<I18n, 'exists'>, code: string): boolean {
  return i18n.exists(`code.${code}`, { ns: 'messages', count: 1 });
}
