import type { DataTransformer } from '@trpc/server';
import superjson from 'superjson';
import { isCheckedOnce } from './validated-once.ts';

type Serialized = ReturnType<typeof superjson.serialize>;
const serializedAnswers = new WeakMap<object, Serialized>();

/**
 * superjson, except that an answer checked by `validatedOnce` is serialized once. Such an answer is kept per version of
 * the caller's data (ADR 0051) and comes back as the very same object on every read until the data moves; walking a
 * Reports page's hundreds of rows into a fresh copy on every call cost as much CPU as everything else the call did,
 * and left megabytes of garbage per request under load. Its superjson form is kept beside it (gone when the answer is
 * dropped).
 */
export const answerTransformer: DataTransformer = {
  serialize(value: unknown) {
    if (typeof value !== 'object' || value === null || !isCheckedOnce(value)) return superjson.serialize(value);
    let serialized = serializedAnswers.get(value);
    if (serialized === undefined) {
      serialized = superjson.serialize(value);
      serializedAnswers.set(value, serialized);
    }
    return serialized;
  },
  deserialize: (value) => superjson.deserialize(value as Serialized),
};
