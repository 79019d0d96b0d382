import { describe, expect, it } from 'vitest';
import { budgetOf, type Manifest, pageScripts, urlPathOfRouteFile, WEB_BUDGET } from './web-budget.ts';

/**
 * A build in miniature: the entry boots the landing or the app, the app's route tree loads each page's split parts, the
 * dashboard opens a calendar later, and texts load by namespace.
 */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_boot.js'] },
  '_boot.js': { file: 'assets/boot.js' },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/landing-main.tsx': { file: 'assets/landing-main.js', imports: ['_react.js', '_boot.js'] },
  'src/main.tsx': { file: 'assets/main.js', imports: ['_react.js', '_shared.js', 'src/styles.css'] },
  'src/styles.css': { file: 'assets/styles.css' },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/index-route.js', imports: ['_react.js'] },
  'src/routes/_authed.tsx?tsr-split=component': { file: 'assets/_authed.js', imports: ['_shared.js'] },
  'src/routes/_authed/dashboard/index.tsx?tsr-split=component': { file: 'assets/dashboard.js', imports: ['_shared.js', '_charts.js'] },
  'src/routes/_authed/dashboard/index.tsx?tsr-split=errorComponent': { file: 'assets/dashboard-error.js' },
  'src/components/layout/header/date-range-calendar.tsx': { file: 'assets/date-range-calendar.js', imports: ['_calendar.js'] },
  '_charts.js': { file: 'assets/charts.js', imports: ['_react.js'] },
  '_calendar.js': { file: 'assets/calendar.js' },
  'src/routes/login/index.tsx?tsr-split=component': { file: 'assets/login.js', imports: ['_shared.js'] },
  'src/locales/en/common.json': { file: 'assets/common.js' },
  'src/locales/en/dashboard.json': { file: 'assets/dashboard-texts.js' },
};

const texts = (urlPath: string) => ['src/locales/en/common.json', ...(urlPath === '/dashboard' ? ['src/locales/en/dashboard.json'] : [])];

describe('pageScripts', () => {
  it("counts the entry, the app's boot, the layouts above a page, the page and its texts, with their static imports, once each", () => {
    const dashboard = pageScripts(manifest, texts).find((page) => page.path === '/dashboard');
    expect(dashboard?.files).toEqual([
      'assets/_authed.js',
      'assets/boot.js',
      'assets/charts.js',
      'assets/common.js',
      'assets/dashboard-texts.js',
      'assets/dashboard.js',
      'assets/index.js',
      'assets/main.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  it('leaves out what opens later (a calendar), error screens and stylesheets', () => {
    const files = pageScripts(manifest, texts).flatMap((page) => page.files);
    expect(files).not.toContain('assets/calendar.js');
    expect(files).not.toContain('assets/dashboard-error.js');
    expect(files).not.toContain('assets/styles.css');
  });

  it('counts `/` as the landing booted alone, not as the app’s `/` route, and no pathless layout as a page', () => {
    const pages = pageScripts(manifest, texts);
    expect(pages.map((page) => page.path)).toEqual(['/', '/dashboard', '/login']);
    expect(pages.find((page) => page.path === '/')?.files).toEqual(['assets/boot.js', 'assets/index.js', 'assets/landing-main.js', 'assets/react.js']);
  });

  it('refuses a manifest that names a chunk it does not have, rather than count too little', () => {
    const broken: Manifest = { ...manifest, 'src/main.tsx': { file: 'assets/main.js', imports: ['_gone.js'] } };
    expect(() => pageScripts(broken)).toThrow(/no entry _gone\.js/);
  });

  it('follows the router’s file conventions', () => {
    expect(urlPathOfRouteFile('index')).toBe('/');
    expect(urlPathOfRouteFile('_authed/dashboard/index')).toBe('/dashboard');
    expect(urlPathOfRouteFile('_authed/settings/team')).toBe('/settings/team');
    expect(urlPathOfRouteFile('(legal)/privacy-policy/index')).toBe('/privacy-policy');
    expect(urlPathOfRouteFile('_authed/approvals/$proposalId')).toBe('/approvals/$proposalId');
  });
});

describe('the budget', () => {
  it('holds the landing page to 120 KB and every other page to 300 KB and about 30 scripts', () => {
    expect(budgetOf('/')).toEqual(WEB_BUDGET.landing);
    expect(budgetOf('/accounts')).toEqual(WEB_BUDGET.page);
    expect(WEB_BUDGET.page.gzip).toBe(300 * 1024);
  });
});
