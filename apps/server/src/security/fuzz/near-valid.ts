import { addDays, boundedDates, dayOfInstant, dayWindow } from '@adfleet/core';
import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Inputs one step from valid: the right shape and type, a value at or past a limit. These are what reach a service
 * (a loop over days, a query over a range, a page of a list) rather than stopping at the first type check.
 */

/** Days at and around every edge: the retention window's ends, impossible days, five-digit and negative years. */
export function extremeDay(now: Date): fc.Arbitrary<string> {
  const { earliest, latest } = dayWindow(now);
  const today = dayOfInstant(now);
  return fc.oneof(
    fc.constantFrom(
      '0001-01-01',
      '9999-12-31',
      '+010000-01-01',
      '-000001-01-01',
      '1970-01-01',
      '2100-01-01',
      '2026-02-30',
      '2026-02-29',
      '2024-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-12-32',
      earliest,
      addDays(earliest, -1),
      latest,
      addDays(latest, 1),
      today,
    ),
    // Far into the past and the future, a few years of days at a time.
    fc.integer({ min: -800_000, max: 3_000_000 }).map((offset) => addDays(today, offset)),
  );
}

/** Moments at the same edges (an impossible day gives an invalid date, as a client's parser would). */
export function extremeInstant(now: Date): fc.Arbitrary<Date> {
  return extremeDay(now).map((day) => new Date(`${day}T00:00:00.000Z`));
}

/** Numbers at the usual limits (page sizes of 20, 25, 50, 100, 200, 500), just past them, and absurd. */
export const extremeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 19, 20, 21, 24, 25, 26, 49, 50, 51, 99, 100, 101, 199, 200, 201, 499, 500, 501, 1000, 32_767, 32_768, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e15, 1e16, 1e308, -1e308, 0.5),
  fc.integer({ min: -1_000_000, max: 1_000_000_000 }),
);

/** Lists at and past the usual longest lengths (20, 50, 200) and far past them, of plausible items. */
export const extremeList: fc.Arbitrary<unknown[]> = fc
  .tuple(fc.constantFrom(20, 21, 50, 51, 200, 201, 1_000, 20_000), fc.constantFrom<unknown>('0b9c5d4e-7a44-4a4a-9a39-3c51e0c1b2a1', 'act_1', 'sync.failed', 1, 'a'.repeat(64)))
  .map(([length, item]) => Array.from({ length }, () => item));

/** What kind of value a field takes, as far as near-valid inputs go. */
export type FieldKind = 'day' | 'instant' | 'number' | 'list' | 'text';

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; options?: z.ZodType[]; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => schema.def as unknown as Def;

/** The kind of one field, through optional, default, pipe and union wrappers. */
function kindOf(schema: z.ZodType): FieldKind | undefined {
  const bounds = boundedDates.get(schema)?.bounds;
  if (bounds) return bounds;
  const def = defOf(schema);
  if (def.type === 'number' || def.type === 'bigint') return 'number';
  if (def.type === 'array' || def.type === 'set') return 'list';
  if (def.type === 'string') return 'text';
  if (def.type === 'date') return 'instant';
  const inner = def.innerType ?? (def.in && defOf(def.in).type !== 'transform' ? def.in : def.out) ?? def.options?.[0];
  return inner ? kindOf(inner) : undefined;
}

/** The top-level fields of a procedure's input and their kinds (an object inside optional, default, refine or pipe). */
export function fieldKindsOf(schema: z.ZodType | undefined): Record<string, FieldKind> {
  for (let current = schema, depth = 0; current && depth < 6; depth++) {
    const def = defOf(current);
    if (def.shape) {
      return Object.fromEntries(Object.entries(def.shape).flatMap(([name, field]) => {
        const kind = kindOf(field);
        return kind ? [[name, kind]] : [];
      }));
    }
    current = def.innerType ?? def.in;
  }
  return {};
}

/** A near-valid value of a kind. */
export function extremeOf(kind: FieldKind, now: Date): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'day':
      return extremeDay(now);
    case 'instant':
      return extremeInstant(now);
    case 'number':
      return extremeNumber;
    case 'list':
      return extremeList;
    case 'text':
      return fc.oneof(extremeDay(now), fc.constantFrom('', 'a'.repeat(65), 'a'.repeat(401), 'a'.repeat(100_000)));
  }
}
