import { readdirSync, readFileSync } from 'node:fs';
import * as core from '@adfleet/core';
import { boundedDates } from '@adfleet/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '../trpc/router.ts';

/**
 * What makes an input cost a bounded amount of work: every number between two finite limits, every list and string
 * with a longest length, every date one of the bounded date schemas (within the platforms' retention, no later than
 * tomorrow). A schema that lacks one is named by its path, so a new field cannot land unbounded.
 */
type Schema = z.ZodType;

/** The unsafe-integer limits are what `.int()` alone sets: no bound a product chose. */
const hasLimit = (value: number | null | undefined): boolean => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER;

const checksOf = (schema: Schema): Array<{ check: string; maximum?: unknown; pattern?: RegExp; format?: string }> =>
  (schema.def.checks ?? []).map((check) => (check as unknown as { _zod: { def: { check: string; maximum?: unknown; pattern?: RegExp; format?: string } } })._zod.def);

/** A pattern that alone bounds a string's length: anchored at both ends, with no open-ended repetition. */
function boundsLength(pattern: RegExp): boolean {
  const source = pattern.source.replace(/\\./g, 'x').replace(/\[[^\]]*\]/g, 'x');
  return source.startsWith('^') && source.endsWith('$') && !/[*+]|\{\d+,\}/.test(source);
}

/** Formats whose every valid value has a fixed or short length. */
const SHORT_FORMATS = new Set(['uuid', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid', 'ipv4', 'ipv6', 'date', 'time', 'datetime', 'base64url', 'e164', 'jwt']);

/** Field names that hold a date or a moment: they must use the bounded date schemas even as plain text. */
const DATE_NAME = /^(from|to|since|until|day|date)$|(Date|Day|At)$/;

/** Walks one schema; `within` holds the schemas being walked above it, so a recursive (lazy) schema ends. */
function unbounded(schema: Schema, path: string, found: string[], within: Set<Schema>): void {
  if (boundedDates.has(schema) || within.has(schema)) return;
  within.add(schema);
  try {
    walk(schema, path, found, within);
  } finally {
    within.delete(schema);
  }
}

function walk(schema: Schema, path: string, found: string[], seen: Set<Schema>): void {
  const def = schema.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const key = path.split('.').at(-1) ?? '';
  const say = (why: string) => found.push(`${path || '(input)'}: ${why}`);
  switch (def.type) {
    case 'string': {
      const string = schema as z.ZodString;
      const checks = checksOf(schema);
      const format = string.format ?? checks.find((check) => check.format)?.format;
      if (format === 'date' || format === 'datetime' || DATE_NAME.test(key)) say('a date that is not a bounded date schema');
      else if (!hasLimit(string.maxLength) && !SHORT_FORMATS.has(format ?? '') && !checks.some((check) => check.pattern && boundsLength(check.pattern))) say('text with no longest length');
      return;
    }
    case 'number':
    case 'bigint': {
      const number = schema as z.ZodNumber;
      if (!hasLimit(number.minValue) || !hasLimit(number.maxValue)) say('a number without a finite minimum and maximum');
      return;
    }
    case 'date':
      say('a date that is not a bounded date schema');
      return;
    case 'array':
    case 'set': {
      if (!checksOf(schema).some((check) => check.check === 'max_length' || check.check === 'max_size')) say('a list with no longest length');
      unbounded((def.element ?? def.valueType) as Schema, `${path}[]`, found, seen);
      return;
    }
    case 'record':
    case 'map':
      say('a map with no bound on its keys');
      return;
    case 'any':
    case 'unknown':
      say('any value at all');
      return;
    case 'object': {
      for (const [name, field] of Object.entries((def.shape ?? {}) as Record<string, Schema>)) unbounded(field, path ? `${path}.${name}` : name, found, seen);
      const catchall = def.catchall as Schema | undefined;
      if (catchall && catchall.def.type !== 'never') unbounded(catchall, `${path}.*`, found, seen);
      return;
    }
    case 'tuple':
      for (const [index, item] of ((def.items ?? []) as Schema[]).entries()) unbounded(item, `${path}[${index}]`, found, seen);
      if (def.rest) unbounded(def.rest as Schema, `${path}[…]`, found, seen);
      return;
    case 'union':
      for (const option of def.options as Schema[]) unbounded(option, path, found, seen);
      return;
    case 'intersection':
      unbounded(def.left as Schema, path, found, seen);
      unbounded(def.right as Schema, path, found, seen);
      return;
    case 'pipe': {
      // The far side sees only what the near side let through (an e-mail checked after its length), unless the near
      // side is a preprocessing step that lets anything through.
      const near = def.in as Schema;
      unbounded(['transform', 'unknown', 'any'].includes(near.def.type) ? (def.out as Schema) : near, path, found, seen);
      return;
    }
    case 'lazy':
      unbounded((def.getter as () => Schema)(), path, found, seen);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      unbounded(def.innerType as Schema, path, found, seen);
      return;
    default:
      // enum, literal, boolean, null, undefined, never, transform, custom: nothing that grows with the input.
      return;
  }
}

function unboundedIn(schema: Schema): string[] {
  const found: string[] = [];
  unbounded(schema, '', found, new Set());
  return found;
}

const isSchema = (value: unknown): value is Schema => value instanceof z.ZodType;

interface ProcedureLike {
  _def: { inputs: Schema[]; procedure?: true };
}
const isProcedure = (value: unknown): value is ProcedureLike => {
  const def = (value as Partial<ProcedureLike> | undefined)?._def;
  return typeof value === 'function' && def?.procedure === true && Array.isArray(def.inputs);
};

const restFolder = new URL('../rest/', import.meta.url);
/** Every REST route file: its exports and its source. */
const routeFiles = await Promise.all(
  readdirSync(restFolder)
    .filter((file) => file.endsWith('-routes.ts'))
    .map(async (file) => ({ file, exports: (await import(new URL(file, restFolder).href)) as Record<string, unknown>, source: readFileSync(new URL(file, restFolder), 'utf8') })),
);

describe('input bounds', () => {
  it('bounds every number, list, text and date of every procedure input', () => {
    const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureLike>);
    expect(procedures.length).toBeGreaterThan(50);
    const found = procedures.flatMap(([path, procedure]) => procedure._def.inputs.flatMap((input) => unboundedIn(input).map((why) => `${path} ${why}`)));
    expect(found).toEqual([]);
  });

  it("bounds every REST route's own input schema, and the input schemas core offers for routes to parse with", () => {
    expect(routeFiles.length).toBeGreaterThan(10);
    const routeSchemas = routeFiles.flatMap(({ file, exports }) =>
      Object.entries(exports).flatMap(([name, value]): Array<[string, Schema]> => {
        if (isSchema(value)) return [[`${file} ${name}`, value]];
        if (isProcedure(value)) return value._def.inputs.map((input, index) => [`${file} ${name}#${index}`, input]);
        return [];
      }),
    );
    const coreInputs = Object.entries(core as Record<string, unknown>).filter((entry): entry is [string, Schema] => /(Input|Body|Query)Schema$/.test(entry[0]) && isSchema(entry[1]));
    expect(coreInputs.map(([name]) => name)).toEqual(expect.arrayContaining(['reportInputSchema', 'approvalDecisionBodySchema', 'cloneStatusInputSchema']));
    const found = [...routeSchemas, ...coreInputs.map(([name, schema]): [string, Schema] => [`core ${name}`, schema])].flatMap(([name, schema]) => unboundedIn(schema).map((why) => `${name} ${why}`));
    expect(found).toEqual([]);
  });

  it('sees every schema and procedure input a route file declares: each is exported, so the walk above reaches it', () => {
    const hidden = routeFiles.flatMap(({ file, source }) =>
      [...source.matchAll(/^const (\w+) = (z\.|\w*[pP]rocedure\.input\()/gm)].map((match) => `${file}: ${match[1]}`),
    );
    expect(hidden).toEqual([]);
  });

  it('recognises what it must refuse', () => {
    expect(unboundedIn(z.object({ from: z.iso.date(), limit: z.number().int(), ids: z.array(z.string().max(5)), at: z.date(), name: z.string() }))).toEqual([
      'from: a date that is not a bounded date schema',
      'limit: a number without a finite minimum and maximum',
      'ids: a list with no longest length',
      'at: a date that is not a bounded date schema',
      'name: text with no longest length',
    ]);
    expect(unboundedIn(z.object({ from: core.daySchema, to: core.daySchema, day: core.daySchema.optional(), code: z.string().regex(/^[A-Z]{3}$/), n: z.coerce.number().min(0).max(9) }))).toEqual([]);
  });
});
