import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshWhileSyncing } from '@/components/sync/use-facebook-sync';
import { useFollowedSyncNotice } from '@/components/sync/use-followed-sync-notice';
import { FiltersProvider } from '@/filters/filters-provider';
import { AppFooter } from './app-footer';
import { ConnectNotice } from './connect-notice';
import { AppHeader } from './header/app-header';
import { SandboxBanner } from './sandbox-banner';
import { SidebarContent } from './sidebar/sidebar-content';

/** The signed-in shell: sidebar (a sheet on narrow screens), header with the data filters, content, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  // The header's filters (kept in the URL) reach the pages inside the shell, the signed-in 404 included.
  return (
    <FiltersProvider>
      <Shell>{children}</Shell>
    </FiltersProvider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useRefreshWhileSyncing();
  useFollowedSyncNotice();
  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/50"
      >
        {t('skipToContent')}
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 border-r border-sidebar-border bg-sidebar text-sidebar-foreground md:flex">
        <SidebarContent />
      </aside>
      <div className="flex min-h-dvh flex-col md:pl-64">
        <SandboxBanner />
        <AppHeader />
        {/* At least a screen tall, so the footer starts below the fold and is not pushed out of view as the page fills in. */}
        <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 p-4 outline-none md:p-6">
          <ConnectNotice />
          {children}
        </main>
        <AppFooter />
      </div>
    </div>
  );
}
