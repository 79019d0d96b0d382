import type { MessageTable } from '../message-text.ts';

/**
 * A message stored as free text before messages became codes: shown as it was written, in the language it was
 * written in, since nothing can translate it any more.
 */
export const storedLegacyMessages = {
  legacyText: { en: '{{text}}', es: '{{text}}' },
} as const satisfies MessageTable;
