import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EncryptionKeyError, loadTokenEncryptionKey } from './token-encryption-key.ts';

const dirs: string[] = [];
async function dataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-key-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('token encryption key', () => {
  it('uses the configured key', async () => {
    const configured = Buffer.alloc(32, 7).toString('base64');
    const { key, source } = await loadTokenEncryptionKey({ configured, dataDir: await dataDir(), production: true });
    expect(source).toBe('environment');
    expect(key.equals(Buffer.alloc(32, 7))).toBe(true);
  });

  it('rejects a key of the wrong length with the command to make one', async () => {
    const attempt = loadTokenEncryptionKey({ configured: 'c2hvcnQ=', dataDir: await dataDir(), production: false });
    await expect(attempt).rejects.toThrow(EncryptionKeyError);
    await expect(attempt).rejects.toThrow(/32 random bytes.*randomBytes\(32\)/);
  });

  it('is required in production', async () => {
    const attempt = loadTokenEncryptionKey({ configured: undefined, dataDir: await dataDir(), production: true });
    await expect(attempt).rejects.toThrow(/TOKEN_ENCRYPTION_KEY is required/);
  });

  it('is generated once outside production, kept private, and reused on the next start', async () => {
    const dir = await dataDir();
    const first = await loadTokenEncryptionKey({ configured: undefined, dataDir: dir, production: false });
    const second = await loadTokenEncryptionKey({ configured: undefined, dataDir: dir, production: false });
    expect([first.source, second.source]).toEqual(['generated', 'data-dir']);
    expect(second.key.equals(first.key)).toBe(true);
    const stat = await fs.stat(path.join(dir, 'secrets', 'token-encryption-key'));
    expect(stat.mode & 0o777).toBe(0o600);
  });
});
