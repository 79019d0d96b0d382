import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What makes one sandbox installation its own: the app secret (signs callbacks, checks proofs) and the control key. */
export interface SandboxSecrets {
  appSecret: string;
  controlKey: string;
}

const APP_SECRET_FILE = 'sandbox-app-secret';
export const CONTROL_KEY_FILE = 'sandbox-control-key';

/** 256 bits from the CSPRNG, hex like a Meta app secret. */
export function newSandboxSecret(): string {
  return randomBytes(32).toString('hex');
}

async function readOrCreate(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = newSandboxSecret();
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process starting on the same folder wrote it first: both must use that one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}

/** Reads the installation's secrets from `folder`, making each on first start (files mode 600, folder 700). */
export async function loadSandboxSecrets(folder: string): Promise<SandboxSecrets> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  return { appSecret: await readOrCreate(path.join(folder, APP_SECRET_FILE)), controlKey: await readOrCreate(path.join(folder, CONTROL_KEY_FILE)) };
}
