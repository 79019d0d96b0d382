/** The languages every message exists in (messages.test.ts keeps both complete). */
export const MESSAGE_LANGUAGES = ['en', 'es'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

const isMessageLanguage = (value: string): value is MessageLanguage => (MESSAGE_LANGUAGES as readonly string[]).includes(value);

/**
 * The reader's language from an `Accept-Language` header: the supported language with the highest weight, English
 * when none is supported or the header is absent or malformed.
 */
export function languageFromAcceptLanguage(header: string | undefined): MessageLanguage {
  if (!header) return 'en';
  let best: { language: MessageLanguage; weight: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [range = '', ...options] = part.trim().split(';');
    const language = range.trim().toLowerCase().split('-')[0] ?? '';
    const q = options.map((option) => option.trim()).find((option) => option.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!isMessageLanguage(language) || !(weight > 0)) continue;
    if (!best || weight > best.weight) best = { language, weight };
  }
  return best?.language ?? 'en';
}
