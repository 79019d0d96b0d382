import fs from 'node:fs/promises';
import path from 'node:path';
import { build, type OutputAsset, type OutputChunk, type Plugin } from 'rolldown';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
/** Where the build writes the bundle and `npm start` runs it from: `node apps/server/dist/main.js` (ADR 0066). */
export const SERVER_BUNDLE_DIR = path.join(REPO_ROOT, 'apps/server/dist');
/**
 * A bundle folder for one process's own use (a bench, a test), beside `dist` so the server finds the web app where
 * `npm start`'s does, and runs the code as it is now whatever `dist` holds. Its owner removes it.
 */
export function privateBundleDir(purpose: string): string {
  return path.join(REPO_ROOT, `apps/server/dist-${purpose}-${process.pid}`);
}
/**
 * The launcher `npm start` runs, and the two processes it supervises (ADR 0072); the launcher finds them beside it.
 * `migrate` migrates and exits, for deployments that run the server and workers apart (docs/operations.md).
 */
const ENTRIES = {
  main: path.join(REPO_ROOT, 'apps/server/src/main.ts'),
  server: path.join(REPO_ROOT, 'apps/server/src/server-main.ts'),
  worker: path.join(REPO_ROOT, 'apps/worker/src/main.ts'),
  migrate: path.join(REPO_ROOT, 'apps/server/src/migrate-main.ts'),
};

/**
 * Bundles the launcher's, the server's and the worker's own TypeScript (apps and `@adfleet/*` packages) into plain
 * JavaScript, with the processes' shared code in shared chunks, so each loads only what it uses. Everything installed in node_modules stays where it is, imported by
 * its path relative to the bundle's folder, so native addons, pino's transports and lazily imported packages load as they
 * always do. Why a bundle at all: a process that type-strips hundreds of source files at start is ~35 MB larger
 * (ADR 0066).
 *
 * Instances started earlier from the same folder may still be running (the README's "several instances side by
 * side"), and a launcher restarts its server from the files on disk, which then loads its chunks anew. So a build
 * never deletes a file and never leaves one half-written: chunk names carry their content's hash, a file whose
 * content is already there is left alone, any other is written beside it and renamed over it, and the entries come
 * last, once every chunk they import is in place. Chunks of earlier builds stay (ADR 0080).
 */
export async function bundleServer(outDir: string = SERVER_BUNDLE_DIR): Promise<{ files: string[] }> {
  const { output } = await build({
    input: ENTRIES,
    platform: 'node',
    plugins: [installedPackagesInPlace(outDir)],
    external: [/^node:/],
    logLevel: 'warn',
    write: false,
    output: {
      format: 'esm',
      // Read back in a stack trace: each module's code keeps its names and a `//#region <source path>` marker.
      minify: false,
      chunkFileNames: 'chunk-[name]-[hash].js',
    },
  });
  await fs.mkdir(outDir, { recursive: true });
  const chunksFirst = output.toSorted((a, b) => Number(isEntry(a)) - Number(isEntry(b)));
  for (const file of chunksFirst) await writeWhole(path.join(outDir, file.fileName), file.type === 'chunk' ? file.code : file.source);
  return { files: output.map((file) => file.fileName) };
}

function isEntry(file: OutputChunk | OutputAsset): boolean {
  return file.type === 'chunk' && file.isEntry;
}

/** Leaves a file with this content as it is; otherwise replaces it in one rename, so a reader sees the old or the new. */
async function writeWhole(file: string, content: string | Uint8Array): Promise<void> {
  const wanted = typeof content === 'string' ? Buffer.from(content) : content;
  const present = await fs.readFile(file).catch(() => undefined);
  if (present?.equals(wanted)) return;
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, wanted);
  await fs.rename(temporary, file);
}

/**
 * A bare import of an installed package resolves as Node would from the importing source, then stays external as the
 * path from the bundle's folder to that file (every chunk is written at the folder's top), so the repository can move.
 */
function installedPackagesInPlace(outDir: string): Plugin {
  return {
    name: 'installed-packages-in-place',
    async resolveId(source, importer, options) {
      const bare = !source.startsWith('.') && !path.isAbsolute(source) && !source.startsWith('\0') && !source.startsWith('node:');
      if (!bare || source.startsWith('@adfleet/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.includes(`${path.sep}node_modules${path.sep}`)) return resolved;
      const fromBundle = path.relative(outDir, resolved.id).split(path.sep).join('/');
      return { id: fromBundle.startsWith('.') ? fromBundle : `./${fromBundle}`, external: true };
    },
  };
}
