import { describe, expect, it } from 'vitest';
import { urlPathOf } from './route-paths-plugin.ts';

describe('urlPathOf', () => {
  it('gives a route’s URL path as the router matches it', () => {
    expect(urlPathOf({ cleanedPath: '/', isNonPath: false })).toBe('/');
    expect(urlPathOf({ cleanedPath: '/dashboard/', isNonPath: false })).toBe('/dashboard');
    expect(urlPathOf({ cleanedPath: '/dashboard/success', isNonPath: false })).toBe('/dashboard/success');
    expect(urlPathOf({ cleanedPath: '/(marketing)/pricing', isNonPath: false })).toBe('/pricing');
  });

  it('leaves out pathless layouts, which are no page of their own', () => {
    expect(urlPathOf({ cleanedPath: '', isNonPath: true })).toBeNull();
  });
});
