import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { SandboxBanner } from './sandbox-banner';

/** Pages outside the app shell (landing, diagnostics, errors): just the content and the footer. */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SandboxBanner />
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
