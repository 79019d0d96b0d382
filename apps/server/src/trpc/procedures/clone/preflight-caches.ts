import type { PreflightCaches } from '@adfleet/core';
import { LRUCache } from 'lru-cache';
import type { ServerDeps } from '../../context.ts';

/**
 * How long a preflight answer is reused while a person adjusts the dialog: long enough that changing a select does
 * not call Meta again, short enough that a page shared a minute ago shows up. The batch start never uses it.
 */
export const PREFLIGHT_CACHE_MS = 60_000;

// One cache per server (its deps are built once); a process-local cache suits advice the server checks again anyway.
const cachesByServer = new WeakMap<Pick<ServerDeps, 'now'>, PreflightCaches>();

/** Recent answers, each loaded by the loader its caller passes, on the app's clock (read every time: tests move it). */
function loadingCache<V extends object>(deps: Pick<ServerDeps, 'now'>): LRUCache<string, V, () => Promise<V>> {
  return new LRUCache<string, V, () => Promise<V>>({
    max: 1_000,
    ttl: PREFLIGHT_CACHE_MS,
    ttlResolution: 0,
    perf: { now: () => deps.now().getTime() },
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}

export function preflightCachesOf(deps: Pick<ServerDeps, 'now'>): PreflightCaches {
  let caches = cachesByServer.get(deps);
  if (!caches) {
    caches = { targets: loadingCache(deps), sources: loadingCache(deps) };
    cachesByServer.set(deps, caches);
  }
  return caches;
}
