import { Link } from '@tanstack/react-router';
import { AppLogo } from '@/components/app-logo';
import { ScrollArea } from '@/components/ui/scroll-area';
import { useClientView } from '@/workspaces/client-view';
import { ConnectedAccountsSection } from './connected-accounts-section';
import { PlatformStatusStrip } from './platform-status-strip';
import { SidebarNav } from './sidebar-nav';
import { SidebarUser } from './sidebar-user';

interface SidebarContentProps {
  /** Called after a link is followed, so the mobile sheet can close. */
  onNavigate?: () => void;
}

export function SidebarContent({ onNavigate }: SidebarContentProps) {
  // A client connects nothing: the platforms' status would only point them at connect buttons they cannot use.
  const clientView = useClientView();
  return (
    <div className="flex h-full w-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link to="/dashboard" onClick={onNavigate} className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          <AppLogo />
        </Link>
      </div>
      <ScrollArea className="min-h-0 flex-1">
        <div className="flex flex-col gap-6 px-3 pb-4">
          <SidebarNav onNavigate={onNavigate} />
          <ConnectedAccountsSection onNavigate={onNavigate} />
        </div>
      </ScrollArea>
      <div className="flex shrink-0 flex-col gap-3 border-t border-sidebar-border p-3">
        {!clientView && <PlatformStatusStrip onNavigate={onNavigate} />}
        <SidebarUser onNavigate={onNavigate} />
      </div>
    </div>
  );
}
