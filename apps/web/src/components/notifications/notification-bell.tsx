import { useQuery } from '@tanstack/react-query';
import { BellIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { usePendingApprovals } from '@/approvals/approvals-api';
import { useTRPC } from '@/lib/trpc';

// The panel (its list, its actions, date-fns' relative times in both languages) is needed only once the bell is
// opened, which most visits never do: its code comes then.
const NotificationPanel = lazy(() => import('./notification-panel').then((module) => ({ default: module.NotificationPanel })));

/** The unread count is asked again this often, and whenever the window regains focus. */
const POLL_MS = 30_000;

/**
 * The header's bell: the unread count and the approvals waiting for the reader, and on opening the recent
 * notifications (notification-panel.tsx).
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const unread = useQuery({ ...trpc.notifications.unreadCount.queryOptions(), refetchInterval: POLL_MS, refetchOnWindowFocus: 'always' });
  const count = unread.data?.count ?? 0;
  // Proposals waiting for the reader's decision get their own count on the bell, beside the unread notices.
  const approvals = usePendingApprovals().data?.count ?? 0;
  const label = count > 0 ? t('bellUnread', { count }) : t('bell');

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={approvals > 0 ? `${label}. ${t('approvalsWaiting', { count: approvals })}` : label} title={t('bell')} data-testid="notification-bell">
          <BellIcon aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
          {approvals > 0 && (
            <span
              aria-hidden="true"
              data-testid="approvals-count"
              className="absolute -bottom-0.5 -left-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground"
            >
              {approvals > 99 ? '99+' : approvals}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-[min(24rem,calc(100vw-1rem))] flex-col gap-2 p-2" data-testid="notification-panel">
        <Suspense
          fallback={
            <div className="flex justify-center py-6">
              <Spinner className="size-5 text-muted-foreground" />
            </div>
          }
        >
          <NotificationPanel count={count} approvals={approvals} onClose={() => setOpen(false)} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
