import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts in the build are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    // Vite's manifest under .vite/ is read by the budget check, never served.
    .filter((file) => !path.relative(dir, file).split(path.sep).some((segment) => segment.startsWith('.')));
}

async function writeIfSmaller(file: string, original: Buffer, compressed: Buffer): Promise<boolean> {
  if (compressed.length >= original.length) return false;
  await fs.writeFile(file, compressed);
  return true;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of a build, at the strongest settings: the work is done
 * once per build instead of on every request, and the server only picks the file the browser accepts. A compressed
 * file that would not be smaller is left out, so the server sends the original.
 */
export async function precompressDir(dir: string): Promise<{ files: number; written: number }> {
  const files = await filesUnder(dir);
  const written = await Promise.all(
    files.map(async (file) => {
      const original = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      const wrote = await Promise.all([writeIfSmaller(`${file}.br`, original, br), writeIfSmaller(`${file}.gz`, original, gz)]);
      return wrote.filter(Boolean).length;
    }),
  );
  return { files: files.length, written: written.reduce((sum, count) => sum + count, 0) };
}

/** Precompresses the production build once Vite has written every file, public ones included. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'adfleet:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
