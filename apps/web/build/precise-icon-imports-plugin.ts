import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const LIBRARY = 'lucide-react';

/** `import { XIcon, CheckIcon as Done } from 'lucide-react';`, on one line or several. */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\2;?/g;

/** `export { default as X, default as XIcon } from './icons/x.mjs';` in the library's index. */
const ICON_EXPORT = /export\s*\{([^}]*)\}\s*from\s*['"]\.\/icons\/([\w-]+)\.mjs['"]/g;

/** Every name the library's index exports an icon under (`XIcon`, `X`, `LucideX`) → the icon's file name (`x`). */
export function iconFilesOf(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of indexSource.matchAll(ICON_EXPORT)) {
    for (const name of names!.split(',')) {
      const exported = /default\s+as\s+(\w+)/.exec(name)?.[1];
      if (exported) files.set(exported, file!);
    }
  }
  return files;
}

/**
 * Rewrites the icon library's named imports into one default import per icon (`lucide-react/icons/x`), the entry the
 * library publishes for each. Names it does not know (types, helpers) stay imported from the index. Returns null when
 * the code imports nothing from the library.
 */
export function preciseIconImports(code: string, iconFiles: ReadonlyMap<string, string>): string | null {
  if (!code.includes(LIBRARY)) return null;
  let changed = false;
  const rewritten = code.replace(NAMED_IMPORT, (whole, specifiers: string) => {
    const imports: string[] = [];
    const rest: string[] = [];
    for (const specifier of specifiers.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [imported, local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim());
      const file = imported && !imported.startsWith('type ') ? iconFiles.get(imported) : undefined;
      if (file) imports.push(`import ${local} from '${LIBRARY}/icons/${file}';`);
      else rest.push(specifier);
    }
    if (imports.length === 0) return whole;
    changed = true;
    if (rest.length > 0) imports.push(`import { ${rest.join(', ')} } from '${LIBRARY}';`);
    // One line, so the lines below keep their numbers for source maps and error positions.
    return imports.join(' ');
  });
  return changed ? rewritten : null;
}

/**
 * The icon library's index re-exports some 1,700 icons, so the module graph links every module that imports an icon
 * from it to all of them: the boot chunks (boot-chunks-plugin.ts) cannot tell which icons the shell uses, and each one
 * lands in a chunk of its own (≈22 files of 200–400 bytes on every signed-in page, each compressed apart). Imported
 * one by one, the icons the shell renders join its chunk and the others stay with the pages that use them (ADR 0062).
 */
export function preciseIconImportsPlugin(): Plugin {
  let iconFiles: Map<string, string> | null = null;
  const iconFilesFor = (root: string) => {
    if (iconFiles) return iconFiles;
    const require = createRequire(path.join(root, 'package.json'));
    const packageDir = path.dirname(require.resolve(`${LIBRARY}/package.json`));
    iconFiles = iconFilesOf(fs.readFileSync(path.join(packageDir, 'dist/esm/lucide-react.mjs'), 'utf8'));
    return iconFiles;
  };
  let root = process.cwd();
  return {
    name: 'adfleet-precise-icon-imports',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0]!) || id.includes('/node_modules/')) return null;
      const rewritten = preciseIconImports(code, iconFilesFor(root));
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
