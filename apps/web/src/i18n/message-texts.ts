import type { MessageLanguage } from '@adfleet/core/messages';
import type { MessageTexts } from '@adfleet/core/message-render';

// One chunk per language, built from core's catalogue (build/message-texts-plugin.ts).
const LOADERS: Record<MessageLanguage, () => Promise<{ default: MessageTexts }>> = {
  en: () => import('virtual:message-texts/en'),
  es: () => import('virtual:message-texts/es'),
};

const loaded = new Map<MessageLanguage, MessageTexts>();
const loading = new Map<MessageLanguage, Promise<MessageTexts>>();

/** Loads a language's server-message texts once; the i18n backend asks for them with the shell's texts. */
export function loadMessageTexts(language: MessageLanguage): Promise<MessageTexts> {
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]().then(({ default: texts }) => (loaded.set(language, texts), texts));
    loading.set(language, pending);
  }
  return pending;
}

/** Texts already at hand, for tests, which render synchronously with every text bundled. */
export function provideMessageTexts(language: MessageLanguage, texts: MessageTexts): void {
  loaded.set(language, texts);
  loading.set(language, Promise.resolve(texts));
}

/** A language's texts if they have loaded. */
export function messageTextsIn(language: MessageLanguage): MessageTexts | undefined {
  return loaded.get(language);
}

/**
 * Whether a code is one this build can word: every language has the same codes, so any loaded language tells (the
 * shell's texts bring one before the first paint; with none yet, no code is known and the caller's own text shows).
 */
export function isKnownMessageCode(code: unknown): boolean {
  return typeof code === 'string' && [...loaded.values()].some((texts) => Object.hasOwn(texts.messages, code));
}
