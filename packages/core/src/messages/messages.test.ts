import { readFileSync } from 'node:fs';
import { mergeResourcesAsInterface } from 'i18next-resources-for-ts';
import { describe, expect, it } from 'vitest';
import english from './locales/en/messages.json' with { type: 'json' };
import spanish from './locales/es/messages.json' with { type: 'json' };
import { languageFromAcceptLanguage, MESSAGE_LANGUAGES } from './message-language.ts';
import { isMessageCode, renderMessage } from './render-message.ts';
import { userMessage } from './user-message.ts';
import { storedMessage } from './user-message-schema.ts';

const texts = { en: english, es: spanish } as const;

/** i18next's plural suffixes: `syncTooOften_one` and `syncTooOften_other` are two forms of the code `syncTooOften`. */
const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;

/** Each code's forms (one text, or one per plural category) in one language. */
function formsByCode(codes: Readonly<Record<string, string>>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const [key, text] of Object.entries(codes)) {
    const code = key.replace(PLURAL_SUFFIX, '');
    forms.set(code, [...(forms.get(code) ?? []), text]);
  }
  return forms;
}

const placeholders = (forms: readonly string[]): string[] =>
  [...new Set(forms.flatMap((form) => [...form.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!)))].sort();

describe('message catalogue', () => {
  const byLanguage = { en: formsByCode(english.code), es: formsByCode(spanish.code) };
  const codes = [...byLanguage.en.keys()];

  it('has every code and every field label in both languages', () => {
    expect([...byLanguage.es.keys()].sort()).toEqual([...codes].sort());
    expect(Object.keys(spanish.field).sort()).toEqual(Object.keys(english.field).sort());
  });

  it.each(codes)('%s has an English and a Spanish text naming the same parameters', (code) => {
    for (const language of MESSAGE_LANGUAGES) for (const form of byLanguage[language].get(code) ?? []) expect(form.trim().length).toBeGreaterThan(0);
    expect(placeholders(byLanguage.es.get(code) ?? [])).toEqual(placeholders(byLanguage.en.get(code)!));
  });

  // A text made of parameters only (a stored legacy text) has no words of its own to translate.
  const onlyParameters = (forms: readonly string[]) => forms.every((form) => /^(\{\{\w+\}\})+$/.test(form));

  it('has no Spanish text left as a copy of the English', () => {
    const copied = codes.filter((code) => !onlyParameters(byLanguage.en.get(code)!) && JSON.stringify(byLanguage.en.get(code)) === JSON.stringify(byLanguage.es.get(code)));
    expect(copied).toEqual([]);
    const fields = Object.keys(english.field) as (keyof typeof english.field)[];
    // Names that read the same in both languages (an ID, a parameter's own name) are not untranslated.
    expect(fields.filter((field) => english.field[field] === spanish.field[field])).toEqual(['id', 'signed_request']);
  });

  it("types the codes and their parameters from the English texts as they are (pnpm --filter @adfleet/core messages:types)", () => {
    const declared = readFileSync(new URL('locales/resources.d.ts', import.meta.url), 'utf8');
    expect(declared.endsWith(mergeResourcesAsInterface([{ name: 'messages', resources: texts.en }], { optimize: true }))).toBe(true);
  });
});

describe('renderMessage', () => {
  it('fills the parameters in the reader language', () => {
    const message = userMessage('cloneTargetInactive', { account: 'Tienda Norte', adAccountId: 'act_1', status: 'DISABLED' });
    expect(renderMessage(message, 'en')).toBe('The ad account Tienda Norte (act_1) is not active (DISABLED).');
    expect(renderMessage(message, 'es')).toBe('La cuenta Tienda Norte (act_1) no está activa (DISABLED).');
  });

  it('chooses the plural form by count, and writes the count in the reader number format', () => {
    expect(renderMessage(userMessage('syncTooOften', { count: 1 }), 'en')).toBe('Too many syncs in a short time. Try again in 1 second.');
    expect(renderMessage(userMessage('syncTooOften', { count: 42 }), 'es')).toBe('Demasiadas sincronizaciones en poco tiempo. Inténtalo de nuevo en 42 segundos.');
    expect(renderMessage(userMessage('syncTooOften', { count: 1200 }), 'en')).toBe('Too many syncs in a short time. Try again in 1,200 seconds.');
    // Spanish has a third category for millions ("many"): its words are the other form's.
    expect(renderMessage(userMessage('syncTooOften', { count: 1_000_000 }), 'es')).toBe('Demasiadas sincronizaciones en poco tiempo. Inténtalo de nuevo en 1.000.000 segundos.');
  });

  it('writes money parameters in the reader number format', () => {
    const entry = { code: 'cloneNameTooLong', params: { max: { money: { amount: 1234.5, currency: 'USD' } }, account: 'A' } } as const;
    expect(renderMessage(entry, 'en')).toContain('$1,234.50');
    expect(renderMessage(entry, 'es')).toContain('1.234,50');
  });

  it('names a field by its label in the reader language, and an unlabelled one by its key', () => {
    expect(renderMessage(userMessage('fieldRequired', { field: { field: 'email' } }), 'es')).toBe('El campo «Correo electrónico» es obligatorio.');
    expect(renderMessage(userMessage('fieldUnknown', { field: { field: 'constructor' } }), 'en')).toBe('constructor is not a field this request takes.');
  });

  it('writes text parameters as they are: no escaping, no placeholders or nesting read inside them', () => {
    const text = 'Tom & Jerry <b>{{count}}</b> $t(code.internalError)';
    expect(renderMessage(userMessage('cloneFailed', { account: text }), 'en')).toBe(`No campaign was created in ${text}`);
  });

  it('reads an unknown stored code as the generic failure, never as the code', () => {
    expect(renderMessage({ code: 'removedLongAgo', params: {} } as never, 'es')).toBe('Error interno del servidor.');
    expect(renderMessage({ code: 'toString', params: {} } as never, 'en')).toBe('Internal server error.');
  });

  it('reads a parameter a stored message lacks as nothing', () => {
    expect(renderMessage({ code: 'cloneFailed', params: {} }, 'en')).toBe('No campaign was created in ');
  });

  it('knows its codes, those with plural forms included', () => {
    expect(isMessageCode('cloneFailed')).toBe(true);
    expect(isMessageCode('syncTooOften')).toBe(true);
    expect(isMessageCode('removedLongAgo')).toBe(false);
    expect(isMessageCode(42)).toBe(false);
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
