import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('XSRF-TOKEN', 'i18next=es; XSRF-TOKEN=abc%2Bdef; other=1')).toBe('abc+def');
  });

  it('does not match a cookie whose name only ends with the name', () => {
    expect(readCookie('TOKEN', 'XSRF-TOKEN=abc')).toBeNull();
  });

  it('is null when the cookie is absent or the jar is empty', () => {
    expect(readCookie('XSRF-TOKEN', 'i18next=es')).toBeNull();
    expect(readCookie('XSRF-TOKEN', '')).toBeNull();
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('a', 'a=100%')).toBe('100%');
  });
});
