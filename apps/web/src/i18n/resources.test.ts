import { describe, expect, it } from 'vitest';
import { resources } from './resources';

/** Every key path of a nested texts object, e.g. "checks.database.title". */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((match) => match[1] ?? match[2] ?? '').sort();
}

describe('locales', () => {
  it('has exactly the English keys in Spanish', () => {
    expect(keyPaths(resources.es).sort()).toEqual(keyPaths(resources.en).sort());
  });

  it('keeps every placeholder and tag of the English text', () => {
    const lookup = (root: unknown, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
    for (const path of keyPaths(resources.en)) {
      const english = lookup(resources.en, path);
      const spanish = lookup(resources.es, path);
      expect(typeof spanish, path).toBe('string');
      expect(placeholders(spanish as string), path).toEqual(placeholders(english as string));
    }
  });

  it.each(['en', 'es'] as const)('calls the Settings page by its title wherever a link leads there (%s)', (language) => {
    const texts = resources[language];
    expect({ navigation: texts.layout.nav.settings, backFromTeam: texts.team.backToSettings }).toEqual({ navigation: texts.settings.title, backFromTeam: texts.settings.title });
  });
});
