import { AppLogo } from '@/components/app-logo';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { LazyDateRangePicker } from './lazy-date-range-picker';
import { LazyLanguageSwitcher } from './lazy-language-switcher';
import { MobileSidebar } from './mobile-sidebar';
import { LazyPlatformSelect } from './lazy-platform-select';
import { RefreshButton } from './refresh-button';
import { ThemeToggle } from './theme-toggle';
import { LazyWorkspaceSwitcher } from './lazy-workspace-switcher';

export function AppHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      {/* Narrow screens: menu, logo, workspace and actions on one row, the filters on a row of their own. */}
      <div className="flex flex-wrap items-center gap-2 px-4 py-3 md:px-6">
        <MobileSidebar />
        <AppLogo className="md:hidden" narrow />
        {/* The workspace leads the row: it decides what every filter beside it, and every page, shows. On a narrow
            screen it joins the actions, the filters keep a row of their own. */}
        <div className="ml-auto md:ml-0">
          <LazyWorkspaceSwitcher />
        </div>
        <div className="order-last grid w-full grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:order-none lg:w-auto">
          <LazyPlatformSelect />
          <LazyDateRangePicker />
        </div>
        <div className="flex items-center gap-1 md:ml-auto">
          <LazyLanguageSwitcher />
          <ThemeToggle />
          <RefreshButton />
          <NotificationBell />
        </div>
      </div>
    </header>
  );
}
