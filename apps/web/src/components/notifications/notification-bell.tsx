import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { BellIcon, CheckCheckIcon, SettingsIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { useTRPC } from '@/lib/trpc';
import { NotificationListItem } from './notification-list-item';
import type { NotificationItem } from './notification-types';

const RECENT = 20;
/** The unread count is asked again this often, and whenever the window regains focus. */
const POLL_MS = 30_000;

/** The header's bell: unread count, the recent notifications in the reader's language, mark read, a way to Settings. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useQuery({ ...trpc.notifications.unreadCount.queryOptions(), refetchInterval: POLL_MS, refetchOnWindowFocus: 'always' });
  const list = useQuery({ ...trpc.notifications.list.queryOptions({ limit: RECENT }), enabled: open, refetchOnMount: 'always' });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: trpc.notifications.unreadCount.queryKey() }), queryClient.invalidateQueries({ queryKey: trpc.notifications.list.queryKey() })]);
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions({ onSettled: refresh }));
  const markAllRead = useMutation(trpc.notifications.markAllRead.mutationOptions({ onSettled: refresh }));
  const count = unread.data?.count ?? 0;

  const openItem = (item: NotificationItem) => {
    if (item.readAt === null) markRead.mutate({ ids: [item.id] });
    setOpen(false);
    void navigate({ href: item.link });
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={count > 0 ? t('bellUnread', { count }) : t('bell')} title={t('bell')} data-testid="notification-bell">
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
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-[min(24rem,calc(100vw-1rem))] flex-col gap-2 p-2" data-testid="notification-panel">
        <div className="flex items-center justify-between gap-2 px-2 pt-1">
          <h2 className="text-sm font-semibold">{t('title')}</h2>
          <Button variant="ghost" size="sm" disabled={count === 0 || markAllRead.isPending} onClick={() => markAllRead.mutate()}>
            <CheckCheckIcon aria-hidden="true" />
            {t('markAllRead')}
          </Button>
        </div>
        <div className="max-h-[min(28rem,60vh)] overflow-y-auto">
          {list.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner className="size-5 text-muted-foreground" />
            </div>
          ) : list.isError ? (
            <p className="px-2 py-4 text-sm text-destructive">{t('error')}</p>
          ) : list.data.items.length === 0 ? (
            <p className="px-2 py-4 text-sm text-muted-foreground">{t('empty')}</p>
          ) : (
            <ul className="flex flex-col" data-testid="notification-list">
              {list.data.items.map((item) => (
                <NotificationListItem key={item.id} item={item} onOpen={openItem} />
              ))}
            </ul>
          )}
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="justify-start"
          onClick={() => {
            setOpen(false);
            void navigate({ to: '/settings', hash: 'notifications' });
          }}
          data-testid="notification-settings-link"
        >
          <SettingsIcon aria-hidden="true" />
          {t('settings')}
        </Button>
      </PopoverContent>
    </Popover>
  );
}
