import { formatDistanceToNow } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/use-date-format';
import { useDateLocale } from '@/i18n/use-date-locale';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { cn } from '@/lib/utils';
import { notificationText } from './notification-text';
import type { NotificationItem } from './notification-types';

/** One notification: its words, how long ago, a dot while unread. Choosing it goes where the reader acts on it. */
export function NotificationListItem({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const { t } = useTranslation('notifications');
  const formatDate = useDateFormat();
  const dateLocale = useDateLocale();
  const moneyLocale = useMoneyLocale();
  const unread = item.readAt === null;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(item)}
        data-kind={item.kind}
        data-unread={unread}
        className="flex w-full items-start gap-3 rounded-md px-2 py-2.5 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-xs font-medium text-muted-foreground">{t(`kinds.${item.kind}`)}</span>
          <span className={cn('text-sm break-words', unread && 'font-medium')}>{notificationText(item, t, { formatDate: formatDate.date, formatDateTime: formatDate.dateTime, moneyLocale })}</span>
          <time dateTime={item.createdAt.toISOString()} title={formatDate.dateTime(item.createdAt)} className="text-xs text-muted-foreground">
            {formatDistanceToNow(item.createdAt, { addSuffix: true, locale: dateLocale })}
          </time>
        </span>
      </button>
    </li>
  );
}
