import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, unsafeInputReason } from './unsafe-input.ts';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

describe('unsafeInputReason', () => {
  it.each([
    ['a plain object', { name: 'Ana', tags: ['a', 'b'], n: 1, ok: true, none: null }],
    ['a string', 'hello'],
    ['undefined', undefined],
    ['a date', new Date(0)],
  ])('lets %s through', (_name, value) => {
    expect(unsafeInputReason(value)).toBeNull();
  });

  it.each([
    ['a top-level string', 'a\u0000b'],
    ['a nested value', { a: [{ b: 'x\u0000' }] }],
    ['an object key', { ['k\u0000']: 1 }],
  ])('refuses a NUL character in %s', (_name, value) => {
    expect(unsafeInputReason(value)?.code).toBe('textHasNul');
  });

  it.each([
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate in a key', { ['\udc00']: 1 }],
  ])('refuses %s, which no UTF-8 text or jsonb can hold', (_name, value) => {
    expect(unsafeInputReason(value)?.code).toBe('textNotUnicode');
  });

  it('lets a well-formed astral character through', () => {
    expect(unsafeInputReason('rocket 🚀')).toBeNull();
  });

  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(unsafeInputReason(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(unsafeInputReason(nested(MAX_INPUT_DEPTH + 1))?.code).toBe('inputTooDeep');
  });

  it('walks a very deep value without overflowing the stack', () => {
    expect(unsafeInputReason(nested(200_000))?.code).toBe('inputTooDeep');
  });
});
