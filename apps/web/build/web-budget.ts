/** One entry of Vite's build manifest (dist/.vite/manifest.json), as far as the budget check reads it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Issue 14's targets for a page's initial JavaScript, gzipped, in bytes: the landing page `/`, and every other page. */
export const WEB_BUDGET_TARGETS = { landing: 120 * 1024, page: 250 * 1024 } as const;

/**
 * Pages still above their target, held at what they weighed when their ceiling was last lowered (a ratchet: the check
 * fails when one grows; lower a ceiling as its page shrinks, and delete it once the page is within its target).
 */
export const WEB_BUDGET_CEILINGS: Readonly<Record<string, number>> = {
  '/accounts': 327 * 1024,
  '/activity': 337 * 1024,
  '/auth-diagnostics': 325 * 1024,
  '/auth/recovery': 316 * 1024,
  '/budget': 330 * 1024,
  '/campaign-duplicator': 346 * 1024,
  '/dashboard': 339 * 1024,
  '/dashboard/success': 322 * 1024,
  '/data-deletion': 325 * 1024,
  '/data-deletion/confirm': 318 * 1024,
  '/data-deletion/status': 321 * 1024,
  '/dev/outbox': 318 * 1024,
  '/facebook-credentials-guide': 323 * 1024,
  '/forgot-password': 319 * 1024,
  '/login': 322 * 1024,
  '/logout': 316 * 1024,
  '/privacy-policy': 322 * 1024,
  '/recovery': 316 * 1024,
  '/register': 330 * 1024,
  '/reports': 331 * 1024,
  '/reset-password': 320 * 1024,
  '/settings': 332 * 1024,
  '/terms-of-service': 322 * 1024,
  '/verify-email': 317 * 1024,
};

export function targetOf(routePath: string): number {
  return routePath === '/' ? WEB_BUDGET_TARGETS.landing : WEB_BUDGET_TARGETS.page;
}

export function budgetOf(routePath: string): number {
  return WEB_BUDGET_CEILINGS[routePath] ?? targetOf(routePath);
}

const ROUTES_DIR = 'src/routes/';
/** A first visit to `/` boots this on its own, without the app (src/entry.ts, ADR 0038). */
const STANDALONE_LANDING = 'src/landing-main.tsx';
/** Split parts the router fetches only when something goes wrong, never on a page's first paint. */
const LATE_SPLITS = new Set(['errorComponent', 'notFoundComponent']);

interface RoutePart {
  file: string;
  split: string;
}

/** `src/routes/_authed/dashboard/index.tsx?tsr-split=component` → the route file and the split part. */
function routePartOf(key: string): RoutePart | null {
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

/** Every chunk a chunk needs before it runs: itself and its static imports, transitively (not its dynamic imports). */
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

/**
 * What must have loaded for a chunk to run: its static closure and, unless it is the entry, everything the chunk that
 * brings it in needed first (a static importer, else a dynamic one), up to the entry. So a route reached through a
 * lazily booted app (`entry → import('./main') → route`) counts the app's boot as well.
 */
function neededFor(manifest: Manifest, key: string, climbing: Set<string> = new Set()): Set<string> {
  const needed = staticClosure(manifest, [key]);
  if (manifest[key]?.isEntry || climbing.has(key)) return needed;
  climbing.add(key);
  const keys = Object.keys(manifest);
  const parent =
    keys.find((candidate) => manifest[candidate]!.imports?.includes(key)) ?? keys.find((candidate) => manifest[candidate]!.dynamicImports?.includes(key));
  if (parent === undefined) throw new Error(`Nothing in the build manifest loads ${key}: it cannot be a page's chunk.`);
  for (const item of neededFor(manifest, parent, climbing)) needed.add(item);
  return needed;
}

export interface RouteInitialJs {
  path: string;
  routeFile: string;
  /** Output files (dist-relative) a first visit to the page loads before it can render. */
  files: string[];
}

/**
 * Each page's initial JavaScript: the split component chunks of the page's route file and of each layout route file
 * above it, with their static imports and whatever loaded them (the entry, and an app booted from it by a dynamic
 * import). Chunks a page imports dynamically itself (charts, dialogs) come later and are not counted.
 */
export function initialJsByRoute(manifest: Manifest): RouteInitialJs[] {
  if (!Object.values(manifest).some((chunk) => chunk.isEntry)) throw new Error('The build manifest names no entry chunk.');
  const partsByFile = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const part = routePartOf(key);
    if (!part || LATE_SPLITS.has(part.split)) continue;
    partsByFile.set(part.file, [...(partsByFile.get(part.file) ?? []), key]);
  }
  const routes: RouteInitialJs[] = [];
  for (const routeFile of partsByFile.keys()) {
    const segments = routeFile.split('/');
    // Layouts above the page: `_authed` for `_authed/dashboard/index`, and `_authed/campaign-duplicator` for its children.
    const layouts = segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'));
    const needed = [...layouts, routeFile].flatMap((file) => partsByFile.get(file) ?? []).flatMap((key) => [...neededFor(manifest, key)]);
    const files = needed.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    routes.push({ path: urlPathOfRouteFile(routeFile), routeFile: `${ROUTES_DIR}${routeFile}`, files: [...new Set(files)].sort() });
  }
  // A layout with no page of its own (`_authed`, `__root`) is no page to budget.
  const pages = routes.filter((route) => !route.routeFile.split('/').at(-1)!.startsWith('_'));
  // What a first visit to `/` loads is the standalone landing, not the app's `/` route (used only by in-app navigation).
  if (manifest[STANDALONE_LANDING]) {
    const files = [...neededFor(manifest, STANDALONE_LANDING)].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const landing = { path: '/', routeFile: STANDALONE_LANDING, files: [...new Set(files)].sort() };
    const index = pages.findIndex((route) => route.path === '/');
    if (index === -1) pages.push(landing);
    else pages[index] = landing;
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
