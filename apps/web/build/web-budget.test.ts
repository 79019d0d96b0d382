import { describe, expect, it } from 'vitest';
import { budgetOf, initialJsByRoute, type Manifest, targetOf, urlPathOfRouteFile, WEB_BUDGET_CEILINGS, WEB_BUDGET_TARGETS } from './web-budget.ts';

/** A build in miniature: the entry, the signed-in layout, two pages, and a chart only the dashboard loads later. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/routes/_authed.tsx?tsr-split=component',
      'src/routes/_authed/dashboard/index.tsx?tsr-split=component',
      'src/routes/_authed/dashboard/index.tsx?tsr-split=errorComponent',
      'src/routes/login/index.tsx?tsr-split=component',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  'src/routes/_authed.tsx?tsr-split=component': { file: 'assets/_authed.js', imports: ['_ui.js'] },
  'src/routes/_authed/dashboard/index.tsx?tsr-split=component': {
    file: 'assets/dashboard.js',
    imports: ['_ui.js', 'src/styles.css'],
    dynamicImports: ['src/routes/_authed/dashboard/-components/daily-area-chart.tsx'],
  },
  'src/routes/_authed/dashboard/index.tsx?tsr-split=errorComponent': { file: 'assets/dashboard-error.js' },
  'src/routes/_authed/dashboard/-components/daily-area-chart.tsx': { file: 'assets/chart.js', imports: ['_react.js'] },
  'src/styles.css': { file: 'assets/styles.css' },
  'src/routes/login/index.tsx?tsr-split=component': { file: 'assets/login.js' },
};

describe('initialJsByRoute', () => {
  it('counts the entry, the layouts above a page and the page, with their static imports, once each', () => {
    const dashboard = initialJsByRoute(manifest).find((route) => route.path === '/dashboard');
    expect(dashboard?.files).toEqual(['assets/_authed.js', 'assets/dashboard.js', 'assets/index.js', 'assets/react.js', 'assets/ui.js']);
  });

  it('leaves out what a page loads later (dynamic imports, error screens) and stylesheets', () => {
    const files = initialJsByRoute(manifest).flatMap((route) => route.files);
    expect(files).not.toContain('assets/chart.js');
    expect(files).not.toContain('assets/dashboard-error.js');
    expect(files).not.toContain('assets/styles.css');
  });

  it('lists each page once, and no pathless layout as a page', () => {
    const routes = initialJsByRoute(manifest);
    expect(routes.map((route) => route.path)).toEqual(['/dashboard', '/login']);
    expect(routes.find((route) => route.path === '/login')?.files).toEqual(['assets/index.js', 'assets/login.js', 'assets/react.js']);
  });

  it('counts the app a page needs when the entry boots it with a dynamic import, and `/` as the landing booted alone', () => {
    const lazyBoot: Manifest = {
      'index.html': { file: 'assets/entry.js', isEntry: true, dynamicImports: ['src/main.tsx', 'src/landing-main.tsx'] },
      'src/landing-main.tsx': { file: 'assets/landing-main.js' },
      'src/main.tsx': { file: 'assets/main.js', imports: ['_react.js', '_route-tree.js'] },
      '_route-tree.js': { file: 'assets/route-tree.js', dynamicImports: ['src/routes/login/index.tsx?tsr-split=component'] },
      '_react.js': { file: 'assets/react.js' },
      'src/routes/login/index.tsx?tsr-split=component': { file: 'assets/login.js' },
    };
    expect(initialJsByRoute(lazyBoot)).toEqual([
      { path: '/', routeFile: 'src/landing-main.tsx', files: ['assets/entry.js', 'assets/landing-main.js'] },
      { path: '/login', routeFile: 'src/routes/login/index', files: ['assets/entry.js', 'assets/login.js', 'assets/main.js', 'assets/react.js', 'assets/route-tree.js'] },
    ]);
  });

  it('counts the texts the app loads before it paints a page, and only that page’s', () => {
    const withTexts: Manifest = {
      ...manifest,
      'src/locales/en/layout.json': { file: 'assets/layout-en.js', isDynamicEntry: true },
      'src/locales/en/dashboard.json': { file: 'assets/dashboard-en.js', isDynamicEntry: true },
      'src/locales/es/dashboard.json': { file: 'assets/dashboard-es.js', isDynamicEntry: true },
      'index.html': { ...manifest['index.html']!, dynamicImports: [...manifest['index.html']!.dynamicImports!, 'src/locales/en/layout.json', 'src/locales/en/dashboard.json', 'src/locales/es/dashboard.json'] },
    };
    const textsOf = (urlPath: string) => ['src/locales/en/layout.json', ...(urlPath === '/dashboard' ? ['src/locales/en/dashboard.json'] : [])];
    const routes = initialJsByRoute(withTexts, textsOf);
    expect(routes.find((route) => route.path === '/dashboard')?.files).toEqual(expect.arrayContaining(['assets/layout-en.js', 'assets/dashboard-en.js']));
    expect(routes.find((route) => route.path === '/login')?.files).toContain('assets/layout-en.js');
    expect(routes.flatMap((route) => route.files)).not.toContain('assets/dashboard-es.js');
    expect(routes.find((route) => route.path === '/login')?.files).not.toContain('assets/dashboard-en.js');
  });

  it('counts a shared chunk as brought in by the boot, not by a lazily loaded chart that imports it too', () => {
    const shared: Manifest = {
      'index.html': { file: 'assets/entry.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
      // A chart listed first imports the app's chunk too; the app's boot is what loads it, one step from the entry.
      'src/chart.tsx': { file: 'assets/chart.js', isDynamicEntry: true, imports: ['_app.js', '_recharts.js'] },
      'src/main.tsx': { file: 'assets/main.js', imports: ['_app.js'] },
      '_app.js': { file: 'assets/app.js', dynamicImports: ['src/routes/login/index.tsx?tsr-split=component', 'src/chart.tsx'] },
      '_recharts.js': { file: 'assets/recharts.js' },
      'src/routes/login/index.tsx?tsr-split=component': { file: 'assets/login.js', imports: ['_app.js'] },
    };
    expect(initialJsByRoute(shared)).toEqual([{ path: '/login', routeFile: 'src/routes/login/index', files: ['assets/app.js', 'assets/entry.js', 'assets/login.js', 'assets/main.js'] }]);
  });

  it('refuses a manifest that names a chunk it does not have, rather than count too little', () => {
    expect(() => initialJsByRoute({ ...manifest, 'src/routes/login/index.tsx?tsr-split=component': { file: 'assets/login.js', imports: ['_gone.js'] } })).toThrow(/_gone\.js/);
  });
});

describe('urlPathOfRouteFile', () => {
  it('follows the router’s file conventions', () => {
    expect(urlPathOfRouteFile('index')).toBe('/');
    expect(urlPathOfRouteFile('_authed/dashboard/index')).toBe('/dashboard');
    expect(urlPathOfRouteFile('_authed/campaign-duplicator')).toBe('/campaign-duplicator');
    expect(urlPathOfRouteFile('(marketing)/pricing')).toBe('/pricing');
    expect(urlPathOfRouteFile('auth/recovery')).toBe('/auth/recovery');
  });
});

describe('budgetOf', () => {
  it('holds the landing page to 120 KB and every other page to 250 KB', () => {
    expect(WEB_BUDGET_TARGETS).toEqual({ landing: 120 * 1024, page: 250 * 1024 });
    expect(targetOf('/')).toBe(120 * 1024);
    expect(budgetOf('/no-ceiling-here')).toBe(250 * 1024);
  });

  it('keeps a ceiling only for a page still above its target, and lets none above it', () => {
    for (const [path, ceiling] of Object.entries(WEB_BUDGET_CEILINGS)) {
      expect(ceiling, path).toBeGreaterThan(targetOf(path));
      expect(budgetOf(path), path).toBe(ceiling);
    }
  });
});
