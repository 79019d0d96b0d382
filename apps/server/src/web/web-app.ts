import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built SPA. Files under /assets/ carry a content hash in their name, so they are cached for a year;
 * everything else, index.html above all, is revalidated so a deploy is seen at once.
 */
export async function registerWebApp(server: FastifyInstance, webDistDir: string | undefined): Promise<boolean> {
  if (!webDistDir || !fs.existsSync(path.join(webDistDir, 'index.html'))) return false;
  await server.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
  return true;
}

/** The SPA's router decides what an unknown page is (it shows its 404 screen), so every page URL gets index.html. */
export function sendIndexHtml(_request: FastifyRequest, reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
}
