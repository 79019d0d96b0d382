import path from 'node:path';
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * A package's index that re-exports a whole library (lucide-react's icons, radix-ui's primitives, date-fns): the
 * graph links it to every module of the library, used or not, so following it would claim the library for a boot chunk.
 */
const BARREL_IMPORTS = 40;

function isBarrel(id: string, importedIds: readonly string[]): boolean {
  return /[\\/]node_modules[\\/]/.test(id) && importedIds.length > BARREL_IMPORTS;
}

/**
 * Every module `root` needs before it runs: itself and its static imports, transitively, except through a barrel;
 * what the boot really uses of a library behind one is found by automatic chunking.
 */
function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    if (!isBarrel(id, info.importedIds)) pending.push(...info.importedIds);
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

type Closures = Record<keyof BootRoots, Set<string>>;

/**
 * The chunk a module belongs in, by which of the boot paths needs it first; null leaves it to automatic chunking
 * (whatever only some pages use).
 */
export function bootChunkOf(id: string, closures: Closures): string | null {
  // Every page loads the runtime, so the entry's own modules and Vite's preload helper (which the entry's dynamic
  // imports use, and which the graph does not show) cost nothing there, and the app's chunk never has to load first.
  if (closures.entry.has(id) || id.includes('preload-helper')) return 'runtime';
  if (closures.app.has(id)) return closures.landing.has(id) ? 'runtime' : 'app';
  if (closures.signedIn.has(id)) return 'signed-in';
  return null;
}

/**
 * Puts what each boot path loads anyway into one file per path instead of dozens of small shared chunks: the runtime
 * the landing page and the app share (React, i18next), the app's boot (router, query cache, tRPC, the shell's
 * components), and the signed-in layout (header, sidebar). Each file is compressed whole, so the same code weighs less
 * than split across many files, and a page needs fewer requests. Whatever only some pages use stays split. See
 * docs/decisions/0044.
 */
export function bootChunks(roots: (srcDir: string) => BootRoots): Plugin {
  let closures: Closures | null = null;
  // One group per chunk, the runtime first: a group takes its modules' dependencies along, so the app's group must
  // not get to React before the runtime's group has claimed it for the landing page as well.
  const group = (chunk: string, priority: number, srcDir: string) => ({
    priority,
    includeDependenciesRecursively: false,
    name: (id: string, context: ModuleGraph) => {
      const ids = roots(srcDir);
      closures ??= {
        entry: staticClosure(context, ids.entry),
        landing: staticClosure(context, ids.landing),
        app: staticClosure(context, ids.app),
        signedIn: staticClosure(context, ids.signedIn),
      };
      return bootChunkOf(id, closures) === chunk ? chunk : null;
    },
  });
  return {
    name: 'adfleet-boot-chunks',
    apply: 'build',
    config(config) {
      const srcDir = path.resolve(config.root ?? process.cwd(), 'src');
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [group('runtime', 3, srcDir), group('app', 2, srcDir), group('signed-in', 1, srcDir)] } },
          },
        },
      };
    },
  };
}
