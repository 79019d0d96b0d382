import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type PageMatcher, readPageMatcher } from './page-paths.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built SPA and answers with its page matcher (null without a build). Files under /assets/ carry a content hash in their name, so they are cached for a year;
 * everything else, index.html above all, is revalidated so a deploy is seen at once. The web build writes a brotli and a
 * gzip copy beside each text file (vite-plugin-compression2, apps/web/vite.config.ts); the one the browser accepts is sent, with
 * `Vary: Accept-Encoding`, so nothing is compressed per request.
 */
export async function registerWebApp(server: FastifyInstance, webDistDir: string | undefined): Promise<PageMatcher | null> {
  if (!webDistDir || !fs.existsSync(path.join(webDistDir, 'index.html'))) return null;
  const isPage = readPageMatcher(webDistDir);
  await server.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are answers for their original's URL, not URLs of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
  return isPage;
}

/**
 * Every page URL gets index.html. A path that is no page of the app gets it too, so a person still sees the app's
 * 404 screen (inside the app shell when signed in), but with HTTP 404, so crawlers and link checkers are told the truth.
 */
export function sendIndexHtml(reply: FastifyReply, status: 200 | 404) {
  return reply.status(status).header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
}
