import english from '@adfleet/core/locales/en/messages.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appRouter } from './router.ts';

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; options?: z.ZodType[]; element?: z.ZodType; valueType?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every field name an input schema accepts, however deep and whatever wraps it. */
function fieldNames(schema: z.ZodType, into = new Set<string>()): Set<string> {
  const def = defOf(schema);
  for (const [name, field] of Object.entries(def.shape ?? {})) {
    into.add(name);
    fieldNames(field, into);
  }
  for (const inner of [def.innerType, def.in, def.out, def.element, def.valueType, ...(def.options ?? [])]) if (inner) fieldNames(inner, into);
  return into;
}

/** A field whose label the `messages` namespace has (`field.<name>`); Spanish has the same ones (messages.test.ts). */
const isFieldName = (name: string): boolean => Object.hasOwn(english.field, name);

describe('field labels', () => {
  const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { inputs: z.ZodType[] } }>);

  it('name every input field of every procedure in words, so a refused field never reads as its key', () => {
    const unnamed = procedures.flatMap(([path, procedure]) => procedure._def.inputs.flatMap((input) => [...fieldNames(input)].filter((name) => !isFieldName(name)).map((name) => `${path}: ${name}`)));
    const seen = new Set(procedures.flatMap(([, procedure]) => procedure._def.inputs.flatMap((input) => [...fieldNames(input)])));
    expect([...seen]).toEqual(expect.arrayContaining(['nameTemplate', 'targetAccounts', 'password', 'from', 'platform']));
    expect(unnamed).toEqual([]);
  });
});
