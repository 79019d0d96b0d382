import { describe, expect, it } from 'vitest';
import { messageCatalogue } from './catalogue/index.ts';
import { fieldLabels } from './field-labels.ts';
import { MESSAGE_LANGUAGES } from './message-text.ts';
import { messageTextsOf } from './message-texts-of.ts';
import { renderMessage } from './render-message.ts';
import { renderMessageWith } from './render-message-with.ts';
import { userMessage } from './user-message.ts';

describe('one language’s message texts', () => {
  it('hold every code and field label in that language only', () => {
    const spanish = messageTextsOf('es');
    expect(Object.keys(spanish.messages).sort()).toEqual(Object.keys(messageCatalogue).sort());
    expect(spanish.messages.internalError).toBe(messageCatalogue.internalError.es);
    expect(spanish.fields).toEqual(Object.fromEntries(Object.entries(fieldLabels).map(([field, label]) => [field, label.es])));
    expect(JSON.stringify(spanish)).not.toContain(messageCatalogue.internalError.en);
  });

  it('leave the CSV export’s words out of the web app’s copy, and nothing else', () => {
    const browser = messageTextsOf('en', { forBrowser: true });
    expect(browser.messages.reportColumnSpend).toBeUndefined();
    expect(browser.messages.resultKindLinkClicks).toBeUndefined();
    expect(browser.messages.reportSpendRangeReversed).toBe(messageCatalogue.reportSpendRangeReversed.en);
    const everything = messageTextsOf('en');
    const left = Object.keys(everything.messages).filter((code) => !(code in browser.messages));
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((code) => code.startsWith('reportColumn') || code.startsWith('resultKind'))).toBe(true);
  });

  it('word a message as the whole catalogue does, a field label and an unknown code included', () => {
    const messages = [userMessage('internalError'), { code: 'fieldRequired', params: { field: { field: 'email' } } }, { code: 'noSuchCodeAnyMore', params: {} }];
    for (const language of MESSAGE_LANGUAGES) {
      for (const message of messages as Parameters<typeof renderMessage>[0][]) {
        expect(renderMessageWith(messageTextsOf(language), message, language)).toBe(renderMessage(message, language));
      }
    }
    expect(renderMessageWith(messageTextsOf('es'), { code: 'noSuchCodeAnyMore' as never, params: {} }, 'es')).toBe(messageCatalogue.internalError.es);
  });
});
