import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './message-language.ts';
import { messageCatalogue } from './catalogue/index.ts';
import { MESSAGE_LANGUAGES, type MessageText } from './message-text.ts';
import { renderMessage } from './render-message.ts';
import { userMessage } from './user-message.ts';
import { storedMessage } from './user-message-schema.ts';

const placeholders = (text: MessageText): string[] => {
  const forms = typeof text === 'string' ? [text] : [text.one, text.other];
  return [...new Set(forms.flatMap((form) => [...form.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!)))].sort();
};

describe('message catalogue', () => {
  const entries = Object.entries(messageCatalogue);

  it.each(entries)('%s has an English and a Spanish text naming the same parameters', (_code, entry) => {
    for (const language of MESSAGE_LANGUAGES) {
      const forms = typeof entry[language] === 'string' ? [entry[language]] : [entry[language].one, entry[language].other];
      for (const form of forms) expect(form.trim().length).toBeGreaterThan(0);
    }
    expect(placeholders(entry.es)).toEqual(placeholders(entry.en));
  });

  // A text made of parameters only (a stored legacy text) has no words of its own to translate.
  const onlyParameters = (text: MessageText) => typeof text === 'string' && /^(\{\{\w+\}\})+$/.test(text);

  it('has no Spanish text left as a copy of the English', () => {
    const copied = entries.filter(([, entry]) => !onlyParameters(entry.en) && JSON.stringify(entry.en) === JSON.stringify(entry.es));
    expect(copied.map(([code]) => code)).toEqual([]);
  });
});

describe('renderMessage', () => {
  it('fills the parameters in the reader language', () => {
    const message = userMessage('cloneTargetInactive', { account: 'Tienda Norte', adAccountId: 'act_1', status: 'DISABLED' });
    expect(renderMessage(message, 'en')).toBe('The ad account Tienda Norte (act_1) is not active (DISABLED).');
    expect(renderMessage(message, 'es')).toBe('La cuenta Tienda Norte (act_1) no está activa (DISABLED).');
  });

  it('chooses the plural form by count', () => {
    expect(renderMessage(userMessage('syncTooOften', { count: 1 }), 'en')).toBe('Too many syncs in a short time. Try again in 1 second.');
    expect(renderMessage(userMessage('syncTooOften', { count: 42 }), 'es')).toBe('Demasiadas sincronizaciones en poco tiempo. Inténtalo de nuevo en 42 segundos.');
  });

  it('writes money parameters in the reader number format', () => {
    const entry = { code: 'cloneNameTooLong', params: { max: { money: { amount: 1234.5, currency: 'USD' } }, account: 'A' } } as const;
    expect(renderMessage(entry, 'en')).toContain('$1,234.50');
    expect(renderMessage(entry, 'es')).toContain('1.234,50');
  });

  it('reads an unknown stored code as the generic failure, never as the code', () => {
    const stale = { code: 'removedLongAgo', params: {} } as never;
    expect(renderMessage(stale, 'es')).toBe('Error interno del servidor.');
  });
});

describe('storedMessage', () => {
  it('reads a row written before messages were codes word for word, in either language', () => {
    const legacy = { code: 'legacyText', params: { text: 'No se creó la campaña en Tienda' } };
    expect(renderMessage(storedMessage(legacy), 'en')).toBe('No se creó la campaña en Tienda');
    expect(renderMessage(storedMessage(legacy), 'es')).toBe('No se creó la campaña en Tienda');
    expect(renderMessage(storedMessage('Meta error 190'), 'es')).toBe('Meta error 190');
  });

  it('gives back a stored code with its parameters, and reads anything else as the generic failure', () => {
    const stored = JSON.parse(JSON.stringify(userMessage('cloneFailed', { account: 'Tienda' })));
    expect(storedMessage(stored)).toEqual({ code: 'cloneFailed', params: { account: 'Tienda' } });
    expect(renderMessage(storedMessage({ code: 42 }), 'en')).toBe('Internal server error.');
    expect(renderMessage(storedMessage(null), 'es')).toBe('Error interno del servidor.');
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-CO,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4', 'es'],
    ['en-US,es;q=0.9', 'en'],
    ['de,fr', 'en'],
    ['es;q=0', 'en'],
    [';;;,,,q=', 'en'],
  ] as const)('%s → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
