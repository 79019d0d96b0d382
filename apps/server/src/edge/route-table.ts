import type { FastifyInstance } from 'fastify';

interface RouteEntry {
  method: string;
  url: string;
}

/** Every route Fastify registers, as it registers them: what OPTIONS answers with, and what the security suites enumerate. */
export interface RouteTable {
  routes(): readonly RouteEntry[];
  /** The methods some route serves at this concrete path (`:param` and `*` segments matched), sorted. */
  methodsAt(path: string): string[];
}

function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Must be called before any route is registered: onRoute hooks see only the routes added after them. */
export function recordRoutes(server: FastifyInstance): RouteTable {
  const entries: Array<RouteEntry & { pattern: RegExp }> = [];
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) entries.push({ method, url: route.url, pattern: patternOf(route.url) });
  });
  return {
    routes: () => entries.map(({ method, url }) => ({ method, url })),
    methodsAt: (path) => [...new Set(entries.filter((entry) => entry.pattern.test(path)).map((entry) => entry.method))].sort(),
  };
}
