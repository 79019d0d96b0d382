import type Resources from './locales/resources.d.ts';

/** The English texts as literal types (locales/resources.d.ts, generated from en/messages.json), plural forms as unions. */
type EnglishTexts = Resources['messages']['code'];

/** A stable code for something the server tells a person; its words are `code.<code>` in the `messages` namespace. */
export type MessageCode = keyof EnglishTexts;

/** An amount of money as a parameter: rendered in the reader's number format, never pre-formatted by the server. */
interface MoneyParam {
  readonly money: { readonly amount: number; readonly currency: string };
}
/** An input field as a parameter: rendered as the field's label in the reader's language (`field.<name>`). */
interface FieldParam {
  readonly field: string;
}
export type MessageParam = string | number | MoneyParam | FieldParam;

type PlaceholdersIn<S> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | PlaceholdersIn<Rest> : never;

/** The parameters a code's English text names (messages.test.ts proves Spanish names the same ones). */
type ParamsOf<C extends MessageCode> = { readonly [Name in PlaceholdersIn<EnglishTexts[C]>]: MessageParam };

/**
 * A message for a person, as the server stores and sends it: a stable code and its parameters. Whoever shows it picks
 * the words in the reader's language (the web with its i18next instance, REST by `Accept-Language`).
 */
export interface UserMessage {
  readonly code: MessageCode;
  readonly params: Readonly<Record<string, MessageParam>>;
}

type ParamsArgument<C extends MessageCode> = keyof ParamsOf<C> extends never ? [] : [params: ParamsOf<C>];

/**
 * A schema's own refusal, given as a message code where zod takes a message (`.regex(PATTERN,
 * issueCode('usernameCharacters'))`); validation/zod-issue-message.ts reads it back as that code.
 */
export const issueCode = (code: MessageCode): string => code;

/** Builds a message; the parameters a code's text names are required, and no others are accepted. */
export function userMessage<C extends MessageCode>(code: C, ...params: ParamsArgument<C>): UserMessage {
  return { code, params: params[0] ?? {} };
}
