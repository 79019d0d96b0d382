import { Link, useLocation } from '@tanstack/react-router';
import { ChartColumnIcon, ClipboardCheckIcon, CopyIcon, HistoryIcon, LayoutDashboardIcon, LogOutIcon, SettingsIcon, UsersIcon, UsersRoundIcon, WalletIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { CLIENT_HIDDEN_PAGES, useClientView } from '@/workspaces/client-view';

interface NavItem {
  key: 'dashboard' | 'accounts' | 'duplicator' | 'budget' | 'reports' | 'activity' | 'approvals' | 'settings' | 'team';
  icon: LucideIcon;
  /** Items without a target are planned pages: shown, disabled, with a "Coming soon" tooltip. */
  href?: '/dashboard' | '/accounts' | '/campaign-duplicator' | '/budget' | '/reports' | '/activity' | '/approvals' | '/settings' | '/settings/team';
}

const NAV_ITEMS: NavItem[] = [
  { key: 'dashboard', icon: LayoutDashboardIcon, href: '/dashboard' },
  { key: 'accounts', icon: UsersIcon, href: '/accounts' },
  { key: 'duplicator', icon: CopyIcon, href: '/campaign-duplicator' },
  { key: 'budget', icon: WalletIcon, href: '/budget' },
  { key: 'reports', icon: ChartColumnIcon, href: '/reports' },
  { key: 'activity', icon: HistoryIcon, href: '/activity' },
  { key: 'approvals', icon: ClipboardCheckIcon, href: '/approvals' },
  { key: 'settings', icon: SettingsIcon, href: '/settings' },
  { key: 'team', icon: UsersRoundIcon, href: '/settings/team' },
];

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:shrink-0';

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const pathname = useLocation({ select: (location) => location.pathname });
  const clientView = useClientView();
  const items = clientView ? NAV_ITEMS.filter((item) => !CLIENT_HIDDEN_PAGES.has(item.key)) : NAV_ITEMS;

  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-col gap-0.5">
        {items.map(({ key, icon: Icon, href }) => (
          <li key={key}>
            {href ? (
              <Link
                to={href}
                onClick={onNavigate}
                aria-current={pathname === href || pathname.startsWith(`${href}/`) ? 'page' : undefined}
                className={cn(itemClass, 'hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary')}
              >
                <Icon aria-hidden="true" />
                {t(`nav.${key}`)}
              </Link>
            ) : (
              <Tooltip>
                <TooltipTrigger asChild>
                  {/* aria-disabled rather than disabled: a disabled button gets no focus or hover, so no tooltip. */}
                  <button type="button" aria-disabled="true" className={cn(itemClass, 'cursor-not-allowed text-muted-foreground/70')}>
                    <Icon aria-hidden="true" />
                    {t(`nav.${key}`)}
                  </button>
                </TooltipTrigger>
                <TooltipContent side="right">{t('nav.comingSoon')}</TooltipContent>
              </Tooltip>
            )}
          </li>
        ))}
        <li>
          <Link to="/logout" onClick={onNavigate} className={cn(itemClass, 'hover:bg-accent hover:text-accent-foreground')}>
            <LogOutIcon aria-hidden="true" />
            {t('nav.signOut')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
