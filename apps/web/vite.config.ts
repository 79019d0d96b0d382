import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { routePaths } from './build/route-paths-plugin.ts';

/** Where `node apps/server/src/main.ts` listens in development (PORT=3100). */
const API_ORIGIN = process.env.ADFLEET_API_ORIGIN ?? 'http://127.0.0.1:3100';

const SRC = path.resolve(import.meta.dirname, 'src');
/** What every page runs first, and what a first visit to `/` boots from it, alone (docs/decisions/0038). */
const BOOT = [path.join(SRC, 'entry.ts'), path.join(SRC, 'landing-main.tsx')];
/** What every other page boots. */
const APP = path.join(SRC, 'main.tsx');

const pagePaths = routePaths();

/** Between two parts of a module's path, on any system. */
const SEP = String.raw`[\\/]`;

/** Modules of the named packages (`@scope/name`, `name`, a trailing `*` for a prefix). */
function packages(...names: string[]): RegExp {
  const pattern = names.map((name) => name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('/', SEP).replace(/\*$/, String.raw`[^\\/]*`)).join('|');
  return new RegExp(`${SEP}node_modules${SEP}(?:${pattern})${SEP}`);
}

/** The app's own modules under `src/<path>` (a folder, or a file). */
function sources(under: string): RegExp {
  return new RegExp(`${SEP}src${SEP}${under.split('/').map((part) => part.replace(/[.]/g, '\\.')).join(SEP)}`);
}

const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((pattern) => pattern.source).join('|'));

/** Each heavy library in a file of its own, shared by every page that uses it and kept by the browser across deploys. */
const LIBRARIES = [
  { name: 'react', test: packages('react', 'react-dom', 'scheduler') },
  { name: 'i18n', test: packages('i18next', 'react-i18next', 'i18next-*', 'html-parse-stringify', 'void-elements') },
  { name: 'router', test: packages('@tanstack/react-router', '@tanstack/router-core', '@tanstack/history', '@tanstack/store', '@tanstack/react-store', 'tiny-invariant', 'tiny-warning', 'cookie-es', 'seroval*', 'use-sync-external-store') },
  { name: 'data', test: packages('@tanstack/query-core', '@tanstack/react-query', '@trpc/*', 'superjson', 'copy-anything', 'is-what') },
  { name: 'ui', test: packages('radix-ui', '@radix-ui/*', '@floating-ui/*', 'react-remove-scroll*', 'aria-hidden', 'use-sidecar', 'use-callback-ref', 'react-style-singleton', 'get-nonce', 'detect-node-es', 'tslib') },
  // The dashboard's and Reports' chart, with the libraries it draws with.
  { name: 'charts', test: anyOf(packages('@visx/*', 'd3-*', 'internmap', 'react-use-measure'), sources('components/charts/')) },
  // The calendars open on demand (the header's date range, Activity's days): react-day-picker comes with them, and
  // date-fns' `format`, which only it uses (the app writes its dates with lib/date-format.ts).
  { name: 'calendar', test: anyOf(packages('react-day-picker', '@date-fns/*'), new RegExp(`${packages('date-fns').source}(?:format\\.js$|_lib${SEP}format${SEP})`), sources('components/ui/calendar.tsx')) },
];

/** The icon library's index: it links every module that imports an icon from it to all of its icons. */
const ICON_INDEX = new RegExp(`${packages('lucide-react').source}dist${SEP}esm${SEP}lucide-react\\.mjs$`);

/**
 * The modules the entry and the landing page need before they run, following static imports. The landing imports each
 * icon from its own file (`lucide-react/icons/x`), so its icons are known; the index is not followed.
 */
function bootModules(graph: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [...BOOT];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id) || ICON_INDEX.test(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

let boot: Set<string> | null = null;
const booting = (id: string, graph: Rolldown.ChunkingContext) => (boot ??= bootModules(graph)).has(id);

const withAPage = new Map<string, boolean>();
/**
 * Whether a page loads a module as it loads: the app's boot or a page's own code (a route's split part) imports it,
 * statically. What only something opened later imports (a calendar, the notifications' panel) is not.
 */
function loadedWithAPage(id: string, graph: Rolldown.ChunkingContext): boolean {
  const known = withAPage.get(id);
  if (known !== undefined) return known;
  const seen = new Set<string>();
  const pending = [id];
  let found = false;
  while (pending.length > 0 && !found) {
    const current = pending.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    if (current === APP || current.includes('?tsr-split=')) found = true;
    else pending.push(...(graph.getModuleInfo(current)?.importers ?? []));
  }
  withAPage.set(id, found);
  return found;
}

const LANDING_PAGE = sources('routes/-landing/');
const LOCALES = sources('locales/');

/**
 * Whether only the landing page needs a module the app shares with it (the app's `/` draws the landing page too): the
 * landing page itself, what only it imports (its icons), and the words the landing bundles (the app loads them one
 * language and namespace at a time).
 */
function landingPageOnly(id: string, graph: Rolldown.ChunkingContext): boolean {
  if (LANDING_PAGE.test(id) || LOCALES.test(id)) return true;
  const importers = graph.getModuleInfo(id)?.importers.filter((importer) => !ICON_INDEX.test(importer)) ?? [];
  return importers.length > 0 && importers.every((importer) => LANDING_PAGE.test(importer));
}

export default defineConfig({
  resolve: {
    alias: [{ find: /^@\//, replacement: `${SRC}/` }],
  },
  // The router plugin generates src/routeTree.gen.ts and must run before the React transform.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, plugins: [pagePaths.generator] }),
    react(),
    tailwindcss(),
    pagePaths.vite,
    // A gzip and a brotli copy beside each text file, at their strongest settings, which the server sends as they are
    // (@fastify/static's preCompressed): compressed once per build, never per request.
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.vite[\\/]/] }),
  ],
  server: {
    // The server answers only its own host names (DNS-rebinding guard): the proxy names the API's origin, not Vite's.
    proxy: {
      '/trpc': { target: API_ORIGIN, changeOrigin: true },
      '/api': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each page loads, read by the budget check (build/check-web-budget.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Files by route and by library, not by fragment (docs/decisions/0088): the router splits each page's code
        // (autoCodeSplitting); what several pages share is one file, not one per set of pages sharing it.
        codeSplitting: {
          // A group holds what it names, not what that imports: a library's small helpers stay with whatever else uses them.
          includeDependenciesRecursively: false,
          groups: [
            ...LIBRARIES.map((library) => ({ ...library, priority: 3 })),
            // The app's icons in one file (each alone would be a request of a few hundred bytes); the landing's apart.
            { name: (id: string, graph: Rolldown.ChunkingContext) => (booting(id, graph) ? null : 'icons'), test: packages('lucide-react'), priority: 3 },
            // What the entry and the landing page share with the app: the landing needs all of it anyway.
            { name: (id: string, graph: Rolldown.ChunkingContext) => (booting(id, graph) && !landingPageOnly(id, graph) ? 'boot' : null), minShareCount: 2, priority: 2 },
            // What several of the app's pages load with them, its boot included; never what `/` needs, nor what opens later.
            { name: (id: string, graph: Rolldown.ChunkingContext) => (!booting(id, graph) && loadedWithAPage(id, graph) ? 'shared' : null), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
