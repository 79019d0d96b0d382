import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BaselineConfig } from './baseline-server.ts';

const SCRIPT = path.resolve(import.meta.dirname, 'baseline-server.ts');

export interface BaselineProcess {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts a baseline server (see baseline-server.ts) in its own process and waits for its port. */
export async function startBaseline(config: BaselineConfig, configFile: string): Promise<BaselineProcess> {
  await writeFile(configFile, JSON.stringify(config));
  const child = spawn(process.execPath, [SCRIPT, configFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`the ${config.mode} baseline exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
