import type { CloneResultItem } from '@adfleet/core';
import type { MessageLanguage } from '@adfleet/core/messages';
import { renderMessage } from '@adfleet/core/render-message';

/** A clone result as the spec's REST answer carries it: `message`, `error` and warnings as words, not codes. */
export function cloneResultText<Item extends CloneResultItem>(item: Item, language: MessageLanguage) {
  return {
    ...item,
    message: renderMessage(item.message, language),
    error: item.error && renderMessage(item.error, language),
    warnings: item.warnings.map((warning) => renderMessage(warning, language)),
  };
}
