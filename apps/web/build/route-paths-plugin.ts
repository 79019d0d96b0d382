import type { Config } from '@tanstack/router-plugin';
import type { Plugin } from 'vite';

type GeneratorPlugin = NonNullable<Config['plugins']>[number];
type RouteNode = Parameters<NonNullable<GeneratorPlugin['onRouteTreeChanged']>>[0]['routeNodes'][number];

/** The file the server reads to tell a page of the web app from an unknown path (which it answers with HTTP 404). */
const ROUTE_PATHS_FILE = 'route-paths.json';

/** A route's URL path as the router matches it: pathless layouts and groups gone, no trailing slash but on "/". */
export function urlPathOf(node: Pick<RouteNode, 'cleanedPath' | 'isNonPath'>): string | null {
  if (node.isNonPath || !node.cleanedPath) return null;
  const path = node.cleanedPath.replace(/\/\([^/]+\)/g, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * Writes the router's page paths into the build, taken from the same route nodes the TanStack generator writes
 * routeTree.gen.ts from, so the server's list of pages cannot drift from the routes that exist.
 */
export function routePaths(): { generator: GeneratorPlugin; vite: Plugin } {
  let paths: string[] = [];
  return {
    generator: {
      name: 'adfleet:route-paths',
      onRouteTreeChanged: ({ routeNodes }) => {
        paths = [...new Set(routeNodes.map(urlPathOf).filter((path) => path !== null))].sort();
      },
    },
    vite: {
      name: 'adfleet:route-paths',
      apply: 'build',
      generateBundle() {
        if (paths.length === 0) this.error('The route generator reported no routes; the server could not tell pages from unknown paths.');
        this.emitFile({ type: 'asset', fileName: ROUTE_PATHS_FILE, source: `${JSON.stringify({ paths }, null, 2)}\n` });
      },
    },
  };
}
