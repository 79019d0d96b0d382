import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';

/** Pages outside the app shell (landing, diagnostics, errors): just the content and the footer. */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
