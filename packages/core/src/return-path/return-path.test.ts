import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path.ts';

describe('returnPathFrom', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(returnPathFrom('/campaign-duplicator?campaignId=120000000000000001')).toBe('/campaign-duplicator?campaignId=120000000000000001');
    expect(returnPathFrom('/accounts#connections')).toBe('/accounts#connections');
  });

  it.each([
    ['another site', 'https://evil.example/dashboard'],
    ['a protocol-relative URL', '//evil.example/dashboard'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['no text', 42],
    ['nothing', undefined],
  ])('refuses %s', (_what, value) => {
    expect(returnPathFrom(value)).toBeUndefined();
  });

  it('does not return to the sign-in or sign-out pages', () => {
    expect(returnPathFrom('/login?redirect=%2Fdashboard')).toBeUndefined();
    expect(returnPathFrom('/logout')).toBeUndefined();
  });
});
