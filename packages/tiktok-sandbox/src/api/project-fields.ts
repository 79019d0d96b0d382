import { errors } from '../errors/tiktok-errors.ts';

/**
 * Only the `fields` asked for (all when none are) and those a listing always gives; a field the object does not have is
 * a parameter error.
 */
export function projectFields<T extends Record<string, unknown>>(item: T, wanted: string[] | undefined, always: readonly string[] = []): Partial<T> {
  if (!wanted || wanted.length === 0) return item;
  const picked: Record<string, unknown> = {};
  for (const field of always) picked[field] = item[field];
  for (const field of wanted) {
    if (!Object.hasOwn(item, field)) throw errors.parameter(`fields: Invalid field ${field}.`);
    picked[field] = item[field];
  }
  return picked as Partial<T>;
}
