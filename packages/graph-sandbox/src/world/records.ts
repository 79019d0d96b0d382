import type { World } from './world-types.ts';

/**
 * A lookup table without a prototype: ids come from callers, and `__proto__`, `constructor` or `toString` must
 * find nothing in it rather than Object.prototype's members.
 */
export function record<T>(entries: Record<string, T> = {}): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

const FLAT_RECORDS = ['businesses', 'accounts', 'users', 'pages', 'pixels', 'audiences', 'campaigns', 'adsets', 'creatives', 'ads', 'reportRuns', 'asyncRequestSets'] as const;

/** A world read back from JSON, with every lookup table made prototype-free again (and fields added since, defaulted). */
export function withPlainRecords(world: World): World {
  for (const key of FLAT_RECORDS) (world as unknown as Record<string, unknown>)[key] = record(world[key] as Record<string, unknown>);
  const nested = <T>(tables: Record<string, Record<string, T>> | undefined) => record(Object.fromEntries(Object.entries(tables ?? {}).map(([id, table]) => [id, record(table)])));
  world.images = nested(world.images);
  world.browsers = nested(world.browsers);
  return world;
}
