import { createHash } from 'node:crypto';

/** The same JSON for the same facts, whatever order an object's keys were built in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, field]) => [key, canonical(field)]),
    );
  }
  return value;
}

/** SHA-256 (hex) of the facts a preview shows: two previews with one fingerprint would run the same work. */
export function previewFingerprint(facts: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(facts))).digest('hex');
}
