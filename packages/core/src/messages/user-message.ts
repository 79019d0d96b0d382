import type { MessageCode, messageCatalogue } from './catalogue/index.ts';
import type { MessageText } from './message-text.ts';

/** An amount of money as a parameter: rendered in the reader's number format, never pre-formatted by the server. */
export interface MoneyParam {
  readonly money: { readonly amount: number; readonly currency: string };
}
/** An input field as a parameter: rendered as the field's label in the reader's language (see field-labels.ts). */
export interface FieldParam {
  readonly field: string;
}
export type MessageParam = string | number | MoneyParam | FieldParam;

type PlaceholdersIn<S> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | PlaceholdersIn<Rest> : never;
type PlaceholdersOf<T extends MessageText> = T extends string ? PlaceholdersIn<T> : T extends { one: infer One; other: infer Other } ? PlaceholdersIn<One> | PlaceholdersIn<Other> : never;

/** The parameters a code's English text names (the catalogue test proves Spanish names the same ones). */
export type ParamsOf<C extends MessageCode> = { readonly [Name in PlaceholdersOf<(typeof messageCatalogue)[C]['en']>]: MessageParam };

/**
 * A message for a person, as the server stores and sends it: a stable code and its parameters. Whoever shows it picks
 * the words in the reader's language (the web from the catalogue, REST by `Accept-Language`).
 */
export interface UserMessage {
  readonly code: MessageCode;
  readonly params: Readonly<Record<string, MessageParam>>;
}

type ParamsArgument<C extends MessageCode> = keyof ParamsOf<C> extends never ? [] : [params: ParamsOf<C>];

/** Builds a message; the parameters a code's text names are required, and no others are accepted. */
export function userMessage<C extends MessageCode>(code: C, ...params: ParamsArgument<C>): UserMessage {
  return { code, params: params[0] ?? {} };
}
