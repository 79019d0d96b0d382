import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Written into the web build by apps/web/build/route-paths-plugin.ts from the router's own route nodes. */
const PAGE_PATHS_FILE = 'route-paths.json';

const manifestSchema = z.object({ paths: z.array(z.string().startsWith('/')).min(1) });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One route path of the TanStack router as a pattern: `$name` is one segment, a lone `$` the rest of the path. */
function patternOf(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment === '$' ? '(?:/.*)?' : segment.startsWith('$') ? '/[^/]+' : `/${escapeRegExp(segment)}`))
    .join('');
  // The router matches paths case-insensitively and with or without a trailing slash.
  return new RegExp(`^${source}/?$`, 'i');
}

/** Tells a page of the web app from a path that is none, so the latter can be answered with HTTP 404. */
export type PageMatcher = (pathname: string) => boolean;

export function pageMatcherOf(paths: readonly string[]): PageMatcher {
  const patterns = paths.map(patternOf);
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

/** The web build's page list; a build without one is refused, since every unknown path would then pass for a page. */
export function readPageMatcher(webDistDir: string): PageMatcher {
  const file = path.join(webDistDir, PAGE_PATHS_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: rebuild the web app (pnpm build) so the server knows its pages.`);
  return pageMatcherOf(manifestSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).paths);
}
