import { describe, expect, it } from 'vitest';
import { parseSearchValue } from './search-params';

describe('parseSearchValue', () => {
  it("keeps a Meta id longer than a JS number's precision as its text", () => {
    expect(parseSearchValue('120000000000000001')).toBe('120000000000000001');
  });

  it('reads ordinary JSON values as before', () => {
    expect(parseSearchValue('42')).toBe(42);
    expect(parseSearchValue('1.5')).toBe(1.5);
    expect(parseSearchValue('true')).toBe(true);
    expect(parseSearchValue('"text"')).toBe('text');
  });
});
