import { readFileSync } from 'node:fs';
import path from 'node:path';

const SETTINGS_FILE = path.resolve(import.meta.dirname, '../../scripts/server-memory.env');

/**
 * The memory settings `npm start` gives the server (scripts/server-memory.env, ADR 0061), so the bench measures the
 * server as production starts it. As there, a variable already in the environment wins: `NODE_OPTIONS= MALLOC_ARENA_MAX=`
 * measures the server with V8's and glibc's defaults.
 */
export function serverMemorySettings(environment: Record<string, string | undefined>): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of readFileSync(SETTINGS_FILE, 'utf8').split('\n')) {
    const at = line.indexOf('=');
    if (line.startsWith('#') || at < 1) continue;
    const name = line.slice(0, at);
    if (environment[name] === undefined) settings[name] = line.slice(at + 1);
  }
  return settings;
}
