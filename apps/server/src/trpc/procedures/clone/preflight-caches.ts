import { type CloneSnapshot, createTtlCache, type PreflightCaches, type TargetFacts } from '@adfleet/core';
import type { ServerDeps } from '../../context.ts';

/**
 * How long a preflight answer is reused while a person adjusts the dialog: long enough that changing a select does
 * not call Meta again, short enough that a page shared a minute ago shows up. The batch start never uses it.
 */
export const PREFLIGHT_CACHE_MS = 60_000;

// One cache per server (its deps are built once); a process-local cache suits advice the server checks again anyway.
const cachesByServer = new WeakMap<ServerDeps, PreflightCaches>();

export function preflightCachesOf(deps: ServerDeps): PreflightCaches {
  let caches = cachesByServer.get(deps);
  if (!caches) {
    const now = () => deps.now().getTime();
    caches = { targets: createTtlCache<TargetFacts>({ ttlMs: PREFLIGHT_CACHE_MS, now }), sources: createTtlCache<CloneSnapshot>({ ttlMs: PREFLIGHT_CACHE_MS, now }) };
    cachesByServer.set(deps, caches);
  }
  return caches;
}
