import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/i18n/use-date-format';
import type { OutboxMessage } from './outbox-types';

/**
 * One message as it would arrive: its headers, the plain-text part, and the HTML part in a sandboxed frame (no
 * scripts, no same-origin access), so whatever a template renders cannot touch this page.
 */
export function OutboxMessageView({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('outbox');
  const format = useDateFormat();
  return (
    <article className="flex flex-col gap-4" aria-labelledby="outbox-subject">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to="/dev/outbox" search={{}}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('back')}
        </Link>
      </Button>
      <header className="flex flex-col gap-1">
        <h2 id="outbox-subject" className="text-lg font-semibold break-words">
          {message.subject}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">{t('to')}</dt>
          <dd className="break-all">{message.to}</dd>
          <dt className="text-muted-foreground">{t('time')}</dt>
          <dd>{format.dateTime(message.createdAt)}</dd>
          <dt className="text-muted-foreground">{t('language')}</dt>
          <dd>{message.language.toUpperCase()}</dd>
        </dl>
      </header>
      {message.text === null || message.html === null ? (
        <p className="text-sm text-muted-foreground">{t('bodiesGone')}</p>
      ) : (
        <>
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">{t('textPart')}</h3>
            <pre data-testid="outbox-text" className="overflow-x-auto rounded-lg border bg-muted/40 p-3 text-sm whitespace-pre-wrap break-words">
              {message.text}
            </pre>
          </section>
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">{t('htmlPart')}</h3>
            <iframe title={t('htmlPart')} sandbox="" srcDoc={message.html} className="h-[32rem] w-full rounded-lg border bg-white" />
          </section>
        </>
      )}
    </article>
  );
}
