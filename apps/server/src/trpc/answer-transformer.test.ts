import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerTransformer } from './answer-transformer.ts';
import { validatedOnce } from './validated-once.ts';

const schema = z.object({ rows: z.array(z.object({ day: z.string(), spend: z.number() })), at: z.date() });
const answer = () => ({ rows: [{ day: '2026-11-01', spend: 12.5 }], at: new Date('2026-11-20T12:00:00Z') });

describe('the answer transformer', () => {
  it("serializes a checked-once answer as superjson does, once, and gives that form again", () => {
    const check = validatedOnce(schema);
    const kept = answer();
    const first = answerTransformer.serialize(check(kept));
    expect(first).toEqual(superjson.serialize(kept));
    expect(answerTransformer.serialize(check(kept))).toBe(first);
  });

  it('serializes any other value afresh each time', () => {
    const value = answer();
    const first = answerTransformer.serialize(value);
    expect(first).toEqual(superjson.serialize(value));
    expect(answerTransformer.serialize(value)).not.toBe(first);
  });

  it('reads what superjson wrote', () => {
    const value = answer();
    expect(answerTransformer.deserialize(superjson.serialize(value))).toEqual(value);
  });
});
