/** A text in one language: a sentence with `{{name}}` placeholders, or plural forms chosen by the `count` parameter. */
export type MessageText = string | { readonly one: string; readonly other: string };

/** One code's texts: English and Spanish side by side, so a code can never exist in one language only. */
export interface MessageEntry {
  readonly en: MessageText;
  readonly es: MessageText;
}

export type MessageTable = Readonly<Record<string, MessageEntry>>;

export const MESSAGE_LANGUAGES = ['en', 'es'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
