import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageMatcherOf, readPageMatcher } from './page-paths.ts';

describe('pageMatcherOf', () => {
  const isPage = pageMatcherOf(['/', '/dashboard', '/dashboard/success', '/campaigns/$campaignId', '/files/$']);

  it('knows the router’s pages, with or without a trailing slash and in any case, as the router matches them', () => {
    for (const path of ['/', '/dashboard', '/dashboard/', '/Dashboard', '/dashboard/success', '/campaigns/120000000000000001', '/files', '/files/a/b.txt']) {
      expect(isPage(path), path).toBe(true);
    }
  });

  it('takes no other path for a page', () => {
    for (const path of ['/dashboard/nope', '/dashboards', '/no/such/page', '/campaigns', '/campaigns/1/edit', '//dashboard', '/dashboard/success/x']) {
      expect(isPage(path), path).toBe(false);
    }
  });

  it('reads a path’s dots and brackets as text, not as a pattern', () => {
    expect(pageMatcherOf(['/a.b'])('/aXb')).toBe(false);
  });
});

describe('readPageMatcher', () => {
  it('refuses a web build that does not list its pages, rather than take every path for one', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-stale-web-'));
    try {
      await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html>');
      expect(() => readPageMatcher(dir)).toThrow(/route-paths\.json is missing: rebuild the web app/);
      await fs.writeFile(path.join(dir, 'route-paths.json'), JSON.stringify({ paths: ['/', '/accounts'] }));
      expect(readPageMatcher(dir)('/accounts')).toBe(true);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
