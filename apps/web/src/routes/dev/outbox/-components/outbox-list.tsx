import { Link } from '@tanstack/react-router';
import { MailIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useDateFormat } from '@/i18n/use-date-format';
import type { OutboxEntry } from './outbox-types';

/** Every kept message, newest first: recipient, subject, time; each opens on this page (?id=…). */
export function OutboxList({ entries }: { entries: OutboxEntry[] }) {
  const { t } = useTranslation('outbox');
  const format = useDateFormat();
  if (entries.length === 0) return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{t('empty')}</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label={t('title')}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link
            to="/dev/outbox"
            search={{ id: entry.id }}
            className="flex flex-col gap-1 px-4 py-3 outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:items-center sm:gap-4"
          >
            <MailIcon aria-hidden="true" className="hidden size-4 shrink-0 text-muted-foreground sm:block" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{entry.subject}</span>
              <span className="block truncate text-sm text-muted-foreground">
                <span className="sr-only">{t('to')}: </span>
                {entry.to}
              </span>
            </span>
            <span className="flex items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="outline">{entry.language.toUpperCase()}</Badge>
              <Badge variant="secondary">{t(`status.${entry.status}`)}</Badge>
              <time dateTime={entry.createdAt.toISOString()}>{format.dateTime(entry.createdAt)}</time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
