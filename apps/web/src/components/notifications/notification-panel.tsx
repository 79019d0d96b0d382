import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CheckCheckIcon, ClipboardCheckIcon, SettingsIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTRPC } from '@/lib/trpc';
import { NotificationListItem } from './notification-list-item';
import type { NotificationItem } from './notification-types';

const RECENT = 20;

/** The bell's open panel: approvals waiting, the recent notifications in the reader's language, mark read, a way to Settings. */
export function NotificationPanel({ count, approvals, onClose }: { count: number; approvals: number; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({ ...trpc.notifications.list.queryOptions({ limit: RECENT }), refetchOnMount: 'always' });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: trpc.notifications.unreadCount.queryKey() }), queryClient.invalidateQueries({ queryKey: trpc.notifications.list.queryKey() })]);
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions({ onSettled: refresh }));
  const markAllRead = useMutation(trpc.notifications.markAllRead.mutationOptions({ onSettled: refresh }));

  const openItem = (item: NotificationItem) => {
    if (item.readAt === null) markRead.mutate({ ids: [item.id] });
    onClose();
    void navigate({ href: item.link });
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 px-2 pt-1">
        <h2 className="text-sm font-semibold">{t('title')}</h2>
        <Button variant="ghost" size="sm" disabled={count === 0 || markAllRead.isPending} onClick={() => markAllRead.mutate()}>
          <CheckCheckIcon aria-hidden="true" />
          {t('markAllRead')}
        </Button>
      </div>
      {approvals > 0 && (
        <Button
          variant="secondary"
          size="sm"
          className="justify-start"
          data-testid="approvals-waiting"
          onClick={() => {
            onClose();
            void navigate({ to: '/approvals' });
          }}
        >
          <ClipboardCheckIcon aria-hidden="true" />
          {t('approvalsWaiting', { count: approvals })}
        </Button>
      )}
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
          onClose();
          void navigate({ to: '/settings', hash: 'notifications' });
        }}
        data-testid="notification-settings-link"
      >
        <SettingsIcon aria-hidden="true" />
        {t('settings')}
      </Button>
    </>
  );
}

