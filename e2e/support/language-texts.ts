import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '@adfleet/core/messages';

const ROOT = path.join(import.meta.dirname, '..', '..');
const LOCALES = path.join(ROOT, 'apps', 'web', 'src', 'locales');
/** The server's messages, the web app's `messages` namespace. */
const MESSAGE_LOCALES = path.join(ROOT, 'packages', 'core', 'src', 'messages', 'locales');

/** Every string of a nested locale resource. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

/** Every text a person may read in one language: the server's messages and the web app's own locale files. */
function textsIn(language: MessageLanguage): string[] {
  return [LOCALES, MESSAGE_LOCALES].flatMap((locales) => {
    const folder = path.join(locales, language);
    return readdirSync(folder).flatMap((file) => leaves(JSON.parse(readFileSync(path.join(folder, file), 'utf8'))));
  });
}

/**
 * The fixed words of a text, between its placeholders, markup and nested references. Only phrases of two words or
 * more and ten characters or more count: single words are too often brand or technical terms (Facebook, Pixel ID)
 * shared by both languages or by the data on screen.
 */
function phrases(text: string): string[] {
  return text
    .split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)
    .map((part) => part.trim().replace(/^[\s.,;:()—–-]+|[\s.,;:()—–-]+$/g, ''))
    .filter((part) => part.length >= 10 && /\p{L}+\s+\p{L}+/u.test(part));
}

/**
 * For each language, the phrases only it has: a phrase of one language's texts that no text of the other language
 * contains. Derived from the catalogue and the locale files, so a new text is checked as soon as it exists.
 */
export function languageOnlyPhrases(): Record<MessageLanguage, string[]> {
  const [en, es] = MESSAGE_LANGUAGES.map((language) => textsIn(language));
  const only = (mine: string[], theirs: string[]) => {
    const other = theirs.join('\n');
    return [...new Set(mine.flatMap(phrases))].filter((phrase) => !other.includes(phrase));
  };
  return { en: only(en ?? [], es ?? []), es: only(es ?? [], en ?? []) };
}

/** One text of the web app in `language`: `namespace` is a locale file's name, `key` a dotted path inside it. */
export function webText(language: MessageLanguage, namespace: string, key: string): string {
  const resource: unknown = JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8'));
  const text = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resource);
  if (typeof text !== 'string') throw new Error(`no text ${namespace}:${key} in ${language}`);
  return text;
}
