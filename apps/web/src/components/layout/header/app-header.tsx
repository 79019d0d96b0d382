import { AppLogo } from '@/components/app-logo';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { WorkspaceSwitcher } from '@/workspaces/workspace-switcher';
import { DateRangePicker } from './date-range-picker';
import { LanguageSwitcher } from './language-switcher';
import { MobileSidebar } from './mobile-sidebar';
import { PlatformSelect } from './platform-select';
import { RefreshButton } from './refresh-button';
import { ThemeToggle } from './theme-toggle';

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
          <WorkspaceSwitcher />
        </div>
        <div className="order-last grid w-full grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:order-none lg:w-auto">
          <PlatformSelect />
          <DateRangePicker />
        </div>
        <div className="flex items-center gap-1 md:ml-auto">
          <LanguageSwitcher />
          <ThemeToggle />
          <RefreshButton />
          <NotificationBell />
        </div>
      </div>
    </header>
  );
}
