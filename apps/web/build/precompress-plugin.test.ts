import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress-plugin.ts';

describe('precompressDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-precompress-'));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('writes a brotli and a gzip file beside each text file, decoding to the same bytes', async () => {
    const script = 'export const words = ' + JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i % 20}`)) + ';\n';
    await fs.mkdir(path.join(dir, 'assets'));
    await fs.writeFile(path.join(dir, 'assets', 'app-abc123.js'), script);
    await fs.writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<div class="shell"></div>'.repeat(50)}`);

    await precompressDir(dir);

    for (const file of [path.join(dir, 'assets', 'app-abc123.js'), path.join(dir, 'index.html')]) {
      const original = await fs.readFile(file);
      const br = await fs.readFile(`${file}.br`);
      const gz = await fs.readFile(`${file}.gz`);
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length);
    }
  });

  it('leaves images, the build manifest and files compression would not shrink uncompressed', async () => {
    await fs.mkdir(path.join(dir, '.vite'));
    await fs.writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ a: 'b'.repeat(2000) }));
    await fs.writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4000));
    await fs.writeFile(path.join(dir, 'tiny.js'), 'x');

    await precompressDir(dir);

    const written = (await fs.readdir(dir, { recursive: true })).filter((name) => /\.(?:br|gz)$/.test(String(name)));
    expect(written).toEqual([]);
  });
});
