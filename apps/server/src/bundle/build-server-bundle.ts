import { bundleServer, SERVER_BUNDLE_DIR } from './server-bundle.ts';

/** `pnpm build` (this package's `build`): writes the server's and worker's bundle that `npm start` runs (ADR 0066). */
const started = performance.now();
const { files } = await bundleServer();
process.stdout.write(`server bundle: ${files.length} files in ${SERVER_BUNDLE_DIR} (${Math.round(performance.now() - started)} ms)\n`);
