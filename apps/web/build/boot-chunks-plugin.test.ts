import { describe, expect, it } from 'vitest';
import { bootChunkOf, type Closures } from './boot-chunks-plugin.ts';

const both = (ids: string[], behindBarrels: string[] = []) => ({ sure: new Set(ids), maybe: new Set([...ids, ...behindBarrels]) });

const closures: Closures = {
  entry: both(['/src/entry.ts', '/src/landing-path.ts']),
  landing: both(['/src/landing-main.tsx', '/nm/react-dom/client.js', '/nm/i18next/index.js', '/src/landing-page.tsx'], ['/nm/lucide/icons/sun.js']),
  app: both(['/src/main.tsx', '/nm/react-dom/client.js', '/nm/i18next/index.js', '/nm/@tanstack/router.js', '/nm/lucide/icons/sun.js']),
  signedIn: both(['/src/routes/_authed.tsx?tsr-split=component', '/src/components/layout/app-layout.tsx', '/src/components/ui/card.tsx', '/nm/@tanstack/router.js']),
  publicPages: new Set(['/src/routes/login/index.tsx?tsr-split=component', '/src/components/ui/card.tsx']),
};

describe('bootChunkOf', () => {
  it('puts what both the landing page and the app boot with in the runtime, with the entry’s own modules', () => {
    expect(bootChunkOf('/nm/react-dom/client.js', closures)).toBe('runtime');
    expect(bootChunkOf('/src/landing-path.ts', closures)).toBe('runtime');
    expect(bootChunkOf('\0vite/preload-helper.js', closures)).toBe('runtime');
  });

  it('keeps what only the app boots with out of the landing page’s files, and what the landing page may use out of the app’s', () => {
    expect(bootChunkOf('/nm/@tanstack/router.js', closures)).toBe('app');
    expect(bootChunkOf('/src/landing-page.tsx', closures)).toBeNull();
    // The landing page reaches this icon through lucide's barrel: it must not have to load the app's chunk for it.
    expect(bootChunkOf('/nm/lucide/icons/sun.js', closures)).toBeNull();
  });

  it('gathers what only the signed-in shell needs, and what public pages share with it in a kit of its own', () => {
    expect(bootChunkOf('/src/components/layout/app-layout.tsx', closures)).toBe('signed-in');
    // A public page that shows a card loads the kit, never the shell's chunk.
    expect(bootChunkOf('/src/components/ui/card.tsx', closures)).toBe('kit');
    expect(bootChunkOf('/src/routes/_authed/dashboard/-components/daily-area-chart.tsx', closures)).toBeNull();
  });
});
