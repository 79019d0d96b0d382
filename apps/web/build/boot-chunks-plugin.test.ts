import { describe, expect, it } from 'vitest';
import { bootChunkOf } from './boot-chunks-plugin.ts';

const closures = {
  entry: new Set(['/src/entry.ts', '/src/landing-path.ts']),
  landing: new Set(['/src/landing-main.tsx', '/nm/react-dom/client.js', '/nm/i18next/index.js', '/src/landing-page.tsx']),
  app: new Set(['/src/main.tsx', '/nm/react-dom/client.js', '/nm/i18next/index.js', '/nm/@tanstack/router.js', '/src/routes/_authed.tsx']),
  signedIn: new Set(['/src/routes/_authed.tsx?tsr-split=component', '/src/components/layout/app-layout.tsx', '/nm/@tanstack/router.js']),
};

describe('bootChunkOf', () => {
  it('puts what both the landing page and the app boot with in the runtime, with the entry’s own modules', () => {
    expect(bootChunkOf('/nm/react-dom/client.js', closures)).toBe('runtime');
    expect(bootChunkOf('/src/landing-path.ts', closures)).toBe('runtime');
    expect(bootChunkOf('\0vite/preload-helper.js', closures)).toBe('runtime');
  });

  it('keeps what only the app boots with out of the landing page’s files', () => {
    expect(bootChunkOf('/nm/@tanstack/router.js', closures)).toBe('app');
    expect(bootChunkOf('/src/landing-page.tsx', closures)).toBeNull();
  });

  it('gathers the signed-in layout’s own modules, and leaves what only some pages use to automatic chunking', () => {
    expect(bootChunkOf('/src/components/layout/app-layout.tsx', closures)).toBe('signed-in');
    expect(bootChunkOf('/src/routes/_authed/dashboard/-components/daily-area-chart.tsx', closures)).toBeNull();
  });
});
