import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The journeys' global setup: the server's bundle, built for the run as `npm start` builds it (ADR 0066, 0080), once
 * before the workers start their app instances from it.
 */
export default function buildServer(): void {
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '..', '..', 'apps', 'server', 'src', 'bundle', 'build-server-bundle.ts')], { stdio: 'inherit' });
}
