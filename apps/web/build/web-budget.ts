/** One entry of Vite's build manifest (dist/.vite/manifest.json), as far as the budget check reads it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const KB = 1024;

/**
 * What a page may load to show itself whole, to network idle: its scripts gzipped, and how many. The landing page `/`
 * boots alone and is held to what it weighed before; every other page to issue 31's budget. See docs/decisions/0088.
 */
export const WEB_BUDGET = {
  landing: { gzip: 120 * KB, scripts: 20 },
  page: { gzip: 300 * KB, scripts: 32 },
} as const;

export interface PageBudget {
  gzip: number;
  scripts: number;
}

export function budgetOf(urlPath: string): PageBudget {
  return urlPath === '/' ? WEB_BUDGET.landing : WEB_BUDGET.page;
}

const ROUTES_DIR = 'src/routes/';
/** What every page runs first (index.html's module script). */
const ENTRY = 'index.html';
/** What a first visit to `/` boots from the entry, alone (src/entry.ts, ADR 0038). */
const LANDING = 'src/landing-main.tsx';
/** What a first visit to any other page boots from the entry. */
const APP = 'src/main.tsx';
/** Split parts the router fetches only when something goes wrong, never to show the page. */
const LATE_SPLITS = new Set(['errorComponent', 'notFoundComponent']);

/** `src/routes/_authed/dashboard/index.tsx?tsr-split=component` → the route file and the split part. */
function routePartOf(key: string): { file: string; split: string } | null {
  const match = /^src\/routes\/(.+)\.tsx?\?tsr-split=(.+)$/.exec(key);
  return match ? { file: match[1]!, split: match[2]! } : null;
}

/** A route file's URL path as the router's file conventions give it: pathless `_layouts`, `(groups)` and `index` add nothing. */
export function urlPathOfRouteFile(file: string): string {
  const segments = file
    .split('/')
    .filter((segment) => segment !== 'index' && segment !== 'route' && !segment.startsWith('_') && !/^\(.+\)$/.test(segment));
  return `/${segments.join('/')}`;
}

/** Every chunk the given chunks need before they run: themselves and their static imports, transitively. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry ${key}: rebuild the web app.`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

export interface PageScripts {
  path: string;
  routeFile: string;
  /** Output files (dist-relative) the page loads to show itself: its scripts, in the order of their names. */
  files: string[];
}

/**
 * Each page's scripts to network idle, from the build manifest: the entry, the app's boot (or the landing's, for `/`),
 * the split parts of the page's route file and of each layout route above it, the texts the page shows
 * (`textsOf`: manifest keys by URL path, see page-texts.ts), all with their static imports. Chunks a page imports only
 * when something opens (a calendar, the notifications' panel, a dialog, the 404 screen's shell) are not counted.
 */
export function pageScripts(manifest: Manifest, textsOf: (urlPath: string) => readonly string[] = () => []): PageScripts[] {
  if (!manifest[ENTRY]?.isEntry) throw new Error(`The build manifest names no entry ${ENTRY}.`);
  const partsByFile = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const part = routePartOf(key);
    if (!part || LATE_SPLITS.has(part.split)) continue;
    partsByFile.set(part.file, [...(partsByFile.get(part.file) ?? []), key]);
  }
  const scriptsOf = (keys: readonly string[]) => [...new Set([...staticClosure(manifest, keys)].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')))].sort();
  const pages: PageScripts[] = [];
  for (const routeFile of partsByFile.keys()) {
    // A layout with no page of its own (`_authed`, `__root`) is no page to budget.
    if (routeFile.split('/').at(-1)!.startsWith('_')) continue;
    const urlPath = urlPathOfRouteFile(routeFile);
    // What a first visit to `/` loads is the landing booted alone, not the app's `/` route (used only by in-app navigation).
    if (urlPath === '/' && manifest[LANDING]) continue;
    const segments = routeFile.split('/');
    // Layouts above the page: `__root`, `_authed` for `_authed/dashboard/index`, `_authed/campaign-duplicator` for its children.
    const layouts = ['__root', ...segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'))];
    const parts = [...layouts, routeFile].flatMap((file) => partsByFile.get(file) ?? []);
    pages.push({ path: urlPath, routeFile: `${ROUTES_DIR}${routeFile}`, files: scriptsOf([ENTRY, APP, ...parts, ...textsOf(urlPath)]) });
  }
  if (manifest[LANDING]) pages.push({ path: '/', routeFile: LANDING, files: scriptsOf([ENTRY, LANDING]) });
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
