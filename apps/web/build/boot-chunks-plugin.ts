import path from 'node:path';
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * A package's index that re-exports a whole library (lucide-react's icons, radix-ui's primitives, date-fns): the
 * graph links it to every module of the library, used or not.
 */
const BARREL_IMPORTS = 40;

/**
 * Smaller indexes that re-export parts only a few pages use: react-i18next's brings `Trans` and its HTML parser
 * (≈3 KB gzipped), which only some public pages render, into the runtime every page loads.
 */
const PARTLY_USED_INDEXES = [/[\\/]react-i18next[\\/]dist[\\/]es[\\/]index\.js$/];

function isBarrel(id: string, importedIds: readonly string[]): boolean {
  if (!/[\\/]node_modules[\\/]/.test(id)) return false;
  return importedIds.length > BARREL_IMPORTS || PARTLY_USED_INDEXES.some((index) => index.test(id));
}

/** Every module `root` may need before it runs: its static imports, transitively, through barrels or not. */
function staticClosure(graph: ModuleGraph, root: string, throughBarrels: boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    if (throughBarrels || !isBarrel(id, info.importedIds)) pending.push(...info.importedIds);
  }
  return seen;
}

export interface BootRoots {
  /** The entry every page runs first, which picks one of the two below. */
  entry: string;
  /** What the landing page boots alone (src/landing-main.tsx). */
  landing: string;
  /** What every other page boots (src/main.tsx). */
  app: string;
  /** The signed-in layout's component, which every signed-in page renders around itself. */
  signedIn: string;
}

/** The split route parts of the pages outside the signed-in layout (sign-in, register, legal texts …). */
function publicPageParts(graph: ModuleGraph, entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return [...seen].filter((id) => /[\\/]src[\\/]routes[\\/].*\?tsr-split=/.test(id) && !/[\\/]src[\\/]routes[\\/]_authed[\\/.]/.test(id));
}

interface Closure {
  sure: Set<string>;
  maybe: Set<string>;
}

/**
 * Per boot path: `sure`, what it needs for certain (its closure short of barrels), and `maybe`, what it may need
 * (through barrels, whose used parts the graph does not tell); `publicPages`, what any page outside the signed-in
 * layout may need.
 */
export type Closures = Record<keyof BootRoots, Closure> & { publicPages: Set<string> };

/**
 * The chunk a module belongs in: the runtime (the entry's modules and what the landing page and the app both need),
 * the app's boot, the signed-in layout's, or the kit; a module goes into a boot chunk only when no path that loads less
 * may need it, so the landing page never loads the app's chunk nor a public page the signed-in one. The kit is what
 * the signed-in shell needs and some public page may too (buttons, cards, inputs, their icons): one file the shell
 * loads whole and a public page loads when it uses any of it, instead of a dozen small ones each page compresses
 * apart (≈3 KB less on every signed-in page, ≈3–6 KB more on the public ones, which are well within their target;
 * ADR 0052). null leaves a module to automatic chunking (whatever only some pages use, and library parts behind
 * barrels).
 */
export function bootChunkOf(id: string, { entry, landing, app, signedIn, publicPages }: Closures): string | null {
  // Vite's preload helper serves the entry's dynamic imports, though the graph does not show it.
  if (entry.sure.has(id) || id.includes('preload-helper')) return 'runtime';
  if (app.sure.has(id)) {
    if (landing.sure.has(id)) return 'runtime';
    return landing.maybe.has(id) ? null : 'app';
  }
  if (!signedIn.sure.has(id) || app.maybe.has(id) || landing.maybe.has(id)) return null;
  return publicPages.has(id) ? 'kit' : 'signed-in';
}

/**
 * Puts what each boot path loads anyway into one file per path instead of dozens of small shared chunks: the runtime
 * the landing page and the app share (React, i18next), the app's boot (router, query cache, tRPC), the signed-in
 * shell (header, sidebar) and the kit it shares with public pages. Each file is compressed whole, so the same code weighs less than split across many files,
 * and a page needs fewer requests. Whatever only some pages use stays split. See docs/decisions/0044 and 0052.
 */
export function bootChunks(roots: (srcDir: string) => BootRoots): Plugin {
  let closures: Closures | null = null;
  const closuresOf = (graph: ModuleGraph, srcDir: string): Closures => {
    const ids = roots(srcDir);
    const of = (root: string) => ({ sure: staticClosure(graph, root, false), maybe: staticClosure(graph, root, true) });
    const publicPages = new Set(publicPageParts(graph, ids.entry).flatMap((part) => [...staticClosure(graph, part, true)]));
    return { entry: of(ids.entry), landing: of(ids.landing), app: of(ids.app), signedIn: of(ids.signedIn), publicPages };
  };
  // A group captures only the modules named here (not their dependencies): bootChunkOf has placed those already.
  const group = (chunk: string, srcDir: string) => ({
    includeDependenciesRecursively: false,
    name: (id: string, graph: ModuleGraph) => {
      closures ??= closuresOf(graph, srcDir);
      return bootChunkOf(id, closures) === chunk ? chunk : null;
    },
  });
  return {
    name: 'adfleet-boot-chunks',
    apply: 'build',
    config(config) {
      const srcDir = path.resolve(config.root ?? process.cwd(), 'src');
      return {
        build: { rolldownOptions: { output: { codeSplitting: { groups: [group('runtime', srcDir), group('app', srcDir), group('signed-in', srcDir), group('kit', srcDir)] } } } },
      };
    },
  };
}
