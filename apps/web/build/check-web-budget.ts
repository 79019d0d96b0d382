/**
 * Fails when a page's scripts to network idle, gzipped or counted, exceed its budget in the production build (build
 * the web app first). Prints the table docs/benchmarks.md records.
 *   node apps/web/build/check-web-budget.ts [--json]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageTextsOf } from './page-texts.ts';
import { budgetOf, type Manifest, pageScripts } from './web-budget.ts';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build the web app first (pnpm exec turbo run build --filter=@adfleet/web).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
// Classic scripts index.html names beside the bundle (the theme set before the first paint): every page loads them.
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const pageWide = [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]!);

const gzipped = new Map<string, number>();
function gzipSizeOf(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

const rows = pageScripts(manifest, pageTextsOf).map((page) => {
  const files = [...pageWide, ...page.files];
  return { path: page.path, scripts: files.length, gzip: files.reduce((sum, file) => sum + gzipSizeOf(file), 0), budget: budgetOf(page.path) };
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log('| page | scripts | gzip | budget |\n|---|---|---|---|');
  for (const row of rows) {
    const over = row.gzip > row.budget.gzip || row.scripts > row.budget.scripts ? ' **over budget**' : '';
    console.log(`| ${row.path} | ${row.scripts} | ${kb(row.gzip)}${over} | ${row.budget.scripts} scripts, ${kb(row.budget.gzip)} |`);
  }
}
const over = rows.filter((row) => row.gzip > row.budget.gzip || row.scripts > row.budget.scripts);
if (over.length > 0) {
  console.error(`\nPages over budget: ${over.map((row) => `${row.path} ${row.scripts} scripts, ${kb(row.gzip)} (budget ${row.budget.scripts}, ${kb(row.budget.gzip)})`).join('; ')}.`);
  console.error('Split by route or by library, not by fragment: move a heavy library a page does not show at once behind what opens it.');
  process.exit(1);
}
