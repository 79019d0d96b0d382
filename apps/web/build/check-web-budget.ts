/**
 * Fails when a page's initial JavaScript, gzipped, exceeds its budget in the production build (`pnpm build` first).
 *   node apps/web/build/check-web-budget.ts [--json]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageTextsOf } from './page-texts.ts';
import { budgetOf, initialJsByRoute, type Manifest, targetOf } from './web-budget.ts';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build the web app first (pnpm exec turbo run build --filter=@adfleet/web).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = fs.readFileSync(path.join(dist, file));
    size = {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

const rows = initialJsByRoute(manifest, pageTextsOf).map((route) => {
  const total = route.files.map(sizeOf).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  return { path: route.path, files: route.files.length, ...total, budget: budgetOf(route.path), target: targetOf(route.path) };
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log('| page | files | JS | gzip | brotli | target (gzip) | ceiling (gzip) |\n|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const flag = row.gzip > row.budget ? ' **over budget**' : row.gzip > row.target ? ' (above target)' : '';
    const ceiling = row.budget === row.target ? '–' : kb(row.budget);
    console.log(`| ${row.path} | ${row.files} | ${kb(row.raw)} | ${kb(row.gzip)}${flag} | ${kb(row.brotli)} | ${kb(row.target)} | ${ceiling} |`);
  }
}
const over = rows.filter((row) => row.gzip > row.budget);
if (over.length > 0) {
  console.error(`\nInitial JavaScript over budget: ${over.map((row) => `${row.path} ${kb(row.gzip)} > ${kb(row.budget)}`).join(', ')}.`);
  console.error('Load heavy parts when needed (React.lazy with a sized skeleton) or split the route further.');
  process.exit(1);
}
