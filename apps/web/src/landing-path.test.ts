import { describe, expect, it } from 'vitest';
import { isLandingPath } from './landing-path';

describe('isLandingPath', () => {
  it('boots the landing page alone only at the site root', () => {
    expect(isLandingPath('/')).toBe(true);
    expect(isLandingPath('/index.html')).toBe(true);
  });

  it('boots the full app everywhere else, signed-in screens and public pages alike', () => {
    for (const path of ['/login', '/dashboard', '/privacy-policy', '/data-deletion', '/no-such-page', '//']) expect(isLandingPath(path)).toBe(false);
  });
});
