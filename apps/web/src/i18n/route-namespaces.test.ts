import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileNameOf } from './namespace';
import { namespaces } from '@/test/i18n';
import { PAGE_NAMESPACES, pageNamespacesOf, SHELL_NAMESPACES } from './route-namespaces';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Namespaces a file names: `useTranslation('x')`, `useTranslation(['x', 'y'])`, and `t('x:key')`. */
function namespacesIn(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/useTranslation\(([^)]*)\)/g)) for (const name of match[1]!.matchAll(/'(\w+)'/g)) found.add(name[1]!);
  for (const match of code.matchAll(/\bt\(['`](\w+):/g)) found.add(match[1]!);
  return [...found].filter((name) => (namespaces as readonly string[]).includes(name));
}

const shell = new Set<string>(SHELL_NAMESPACES);

/**
 * Shared components with texts of their own, not the shell's: only some pages draw them, and each of those loads their
 * namespace (Reports and the dashboard, with the page).
 */
const SHARED_WITH_OWN_TEXTS: Readonly<Record<string, { namespace: string; pages: readonly string[] }>> = {
  'components/results': { namespace: 'results', pages: ['/reports', '/dashboard'] },
};

describe('which texts load with which page', () => {
  it('loads every namespace the shared components and layouts name with the shell', () => {
    const shared = ['auth', 'components', 'lib', 'hooks', 'filters', 'routes/_authed.tsx', 'routes/__root.tsx'].flatMap((part) => {
      const target = path.join(SRC, part);
      return statSync(target).isDirectory() ? sourceFiles(target) : [target];
    });
    // The legal pages' frame included: the data-deletion pages draw it without the `legal` texts.
    const ownTexts = (file: string) => Object.entries(SHARED_WITH_OWN_TEXTS).find(([folder]) => path.relative(SRC, file).startsWith(`${folder}/`))?.[1].namespace;
    const missing = shared.flatMap((file) => namespacesIn(file).filter((name) => !shell.has(name) && name !== ownTexts(file)).map((name) => `${path.relative(SRC, file)}: ${name}`));
    expect(missing).toEqual([]);
    for (const { namespace, pages } of Object.values(SHARED_WITH_OWN_TEXTS)) for (const page of pages) expect(pageNamespacesOf(page), page).toContain(namespace);
  });

  it("loads every namespace a page's own files name with that page", () => {
    const routes = path.join(SRC, 'routes');
    const missing = sourceFiles(routes)
      .filter((file) => !file.includes('/-landing/') && !/routes\/(_authed|__root)\.tsx$/.test(file))
      .flatMap((file) => {
        const relative = path.relative(routes, file);
        // `_authed/dashboard/index.tsx` → `/dashboard`: the page's URL, as the router sees it.
        const pathname = `/${relative.replace(/\.tsx?$/, '').split('/').filter((segment) => !segment.startsWith('_') && !segment.startsWith('-')).join('/')}`;
        const loaded = new Set([...shell, ...pageNamespacesOf(pathname)]);
        return namespacesIn(file).filter((name) => !loaded.has(name)).map((name) => `${relative}: ${name}`);
      });
    expect(missing).toEqual([]);
  });

  it('loads the landing texts for the landing page, which lives in routes/-landing', () => {
    expect(pageNamespacesOf('/')).toContain('landing');
    const used = sourceFiles(path.join(SRC, 'routes/-landing')).flatMap(namespacesIn);
    expect(used.filter((name) => !shell.has(name) && !pageNamespacesOf('/').includes(name as never))).toEqual([]);
  });

  it('loads the Team texts with Settings → Team and its own components, and not with the rest of Settings', () => {
    expect(pageNamespacesOf('/settings/team')).toEqual(expect.arrayContaining(['settings', 'team']));
    expect(pageNamespacesOf('/settings')).not.toContain('team');
    expect(pageNamespacesOf('/settings/anything-else')).toEqual(pageNamespacesOf('/settings'));
    const used = sourceFiles(path.join(SRC, 'team')).flatMap(namespacesIn);
    expect(used.filter((name) => !shell.has(name) && !pageNamespacesOf('/settings/team').includes(name as never))).toEqual([]);
  });

  it('finds every namespace of both languages under its file name', () => {
    // The server's messages are core's files, loaded by name (locale-backend.ts).
    const ownNamespaces = namespaces.filter((name) => name !== 'messages');
    for (const language of ['en', 'es']) {
      const files = readdirSync(path.join(SRC, 'locales', language)).map((name) => name.replace(/\.json$/, '')).sort();
      expect(ownNamespaces.map(fileNameOf).sort(), language).toEqual(files);
    }
    expect(Object.values(PAGE_NAMESPACES).flat().every((name) => namespaces.includes(name))).toBe(true);
  });
});
