import { describe, expect, it } from 'vitest';
import { resources } from './resources';

/** Every string of a nested texts object. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(textsOf);
}

/**
 * Forms Spain uses and Latin America does not: the vosotros conjugations (realizáis, tenéis) and pronouns, and words
 * with a Latin American name of their own. The product speaks to one person as tú and to several as ustedes.
 */
const SPAIN_ONLY: ReadonlyArray<[RegExp, string]> = [
  [/\p{L}+(?:áis|éis)\b/u, 'a vosotros verb (use tú or ustedes)'],
  [/\b(?:vosotr|vuestr)\p{L}*/iu, 'vosotros (use ustedes)'],
  [/\bcostes?\b/i, 'coste (costo)'],
  [/\bordenador(?:es)?\b/i, 'ordenador (computadora)'],
  [/\bm[óo]vil(?:es)?\b/i, 'móvil (celular)'],
  [/\bvídeos?\b/i, 'vídeo (video)'],
  [/\bfichero(?:s)?\b/i, 'fichero (archivo)'],
  [/\bpinch(?:a|e|ar)\b/i, 'pinchar (hacer clic)'],
];

describe('one Spanish, Latin American', () => {
  // The server's messages included: they are the `messages` namespace.
  const spanish = textsOf(resources.es);

  it.each(SPAIN_ONLY)('uses no Spain-only form: %s', (pattern) => {
    expect(spanish.filter((text) => pattern.test(text))).toEqual([]);
  });
});
