/**
 * A lookup table without a prototype: ids come from callers, and `__proto__`, `constructor` or `toString` must find
 * nothing in it rather than Object.prototype's members.
 */
export function record<T>(entries: Record<string, T> = {}): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

/** An entry set as an own property even when its key is `__proto__`. */
export function put<T>(table: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(table, key, { value, writable: true, enumerable: true, configurable: true });
}
