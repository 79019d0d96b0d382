import type { z } from 'zod';

/**
 * A procedure's output schema that checks each answer object once. An answer kept per version of the caller's data
 * (ADR 0051) comes back as the very same object on every read until the data moves, so its checked copy is kept beside
 * it (in a WeakMap: gone when the answer is dropped) and given again instead of walking every row on every call; and
 * being the same object each time, its JSON text can be kept too (`sendJsonOnce`, ADR 0060). An answer computed afresh
 * is a new object and is checked as any other.
 */
export function validatedOnce<Schema extends z.ZodType>(schema: Schema): (value: unknown) => z.output<Schema> {
  const checked = new WeakMap<object, z.output<Schema>>();
  const check = (value: unknown): z.output<Schema> => {
    if (typeof value !== 'object' || value === null) return schema.parse(value);
    let output = checked.get(value);
    if (output === undefined) {
      output = schema.parse(value);
      checked.set(value, output);
      if (typeof output === 'object' && output !== null) checkedAnswers.add(output);
    }
    return output;
  };
  return check;
}

/** Every checked copy `validatedOnce` gave: objects nothing changes after, so their serialized forms can be kept. */
const checkedAnswers = new WeakSet<object>();

export function isCheckedOnce(value: object): boolean {
  return checkedAnswers.has(value);
}
