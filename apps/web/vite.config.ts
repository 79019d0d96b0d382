import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootChunks } from './build/boot-chunks-plugin.ts';
import { precompress } from './build/precompress-plugin.ts';
import { preciseIconImportsPlugin } from './build/precise-icon-imports-plugin.ts';
import { routePaths } from './build/route-paths-plugin.ts';

/** Where `node apps/server/src/main.ts` listens in development (PORT=3100). */
const API_ORIGIN = process.env.ADFLEET_API_ORIGIN ?? 'http://127.0.0.1:3100';

const pagePaths = routePaths();

const bootRoots = (src: string) => ({
  entry: `${src}/entry.ts`,
  landing: `${src}/landing-main.tsx`,
  app: `${src}/main.tsx`,
  signedIn: `${src}/routes/_authed.tsx?tsr-split=component`,
});

export default defineConfig({
  resolve: {
    alias: [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }],
  },
  // The router plugin generates src/routeTree.gen.ts and must run before the React transform.
  plugins: [
    preciseIconImportsPlugin(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true, plugins: [pagePaths.generator] }),
    react(), tailwindcss(), pagePaths.vite, bootChunks(bootRoots), precompress()],
  server: {
    // The server answers only its own host names (DNS-rebinding guard): the proxy names the API's origin, not Vite's.
    proxy: {
      '/trpc': { target: API_ORIGIN, changeOrigin: true },
      '/api': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads first, read by the budget check (scripts/check-web-budget.ts).
    manifest: true,
  },
});
