import type { DeletionStatus } from '@adfleet/core/data-rights-schemas';
import { CheckIcon, CircleDotIcon, CircleIcon, LoaderIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useDateFormat } from '@/i18n/use-date-format';
import { cn } from '@/lib/utils';

const STEPS = ['received', 'confirmed', 'in_progress', 'done'] as const;
/** How many steps each status has completed; the next one is the current step. */
const COMPLETED: Record<DeletionStatus['status'], number> = { awaiting_confirmation: 1, received: 2, in_progress: 2, done: 4 };

export function DeletionStatusCard({ status }: { status: DeletionStatus }) {
  const { t } = useTranslation('dataRights');
  const format = useDateFormat();
  const completed = COMPLETED[status.status];
  // Nothing turns while the person has yet to open the link: the spinner is for work AdFleet is doing.
  const waitingForPerson = status.status === 'awaiting_confirmation';
  return (
    <Card data-testid="deletion-status" data-status={status.status}>
      <CardHeader className="flex-col items-start gap-1">
        <h2 className="text-xl font-semibold tracking-tight">{t(`status.state.${status.status}`)}</h2>
        <p className="text-sm text-muted-foreground">{t(`status.explain.${status.status}`)}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ol aria-label={t('status.steps.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {STEPS.map((step, index) => {
            const done = index < completed;
            const current = index === completed;
            return (
              <li key={step} aria-current={current ? 'step' : undefined} className={cn('flex items-center gap-2 rounded-md border p-2 text-sm', done && 'border-primary/40 bg-primary/5', current && 'border-primary font-medium')}>
                <span className={cn('flex size-6 shrink-0 items-center justify-center rounded-full border', done ? 'bg-primary text-primary-foreground' : 'text-muted-foreground')}>
                  {done ? (
                    <CheckIcon className="size-3.5" aria-hidden="true" />
                  ) : current && waitingForPerson ? (
                    <CircleDotIcon className="size-3.5" aria-hidden="true" />
                  ) : current ? (
                    <LoaderIcon className="size-3.5 motion-safe:animate-spin" aria-hidden="true" />
                  ) : (
                    <CircleIcon className="size-3" aria-hidden="true" />
                  )}
                </span>
                <span>
                  {t(`status.steps.${step}`)}
                  <span className="sr-only"> ({done ? t('status.steps.complete') : current ? t('status.steps.current') : ''})</span>
                </span>
              </li>
            );
          })}
        </ol>
        <dl className="flex flex-col gap-1 text-sm text-muted-foreground">
          <dd>{t(`status.source.${status.source}`)}</dd>
          <dd>{t('status.requestedAt', { date: format.dateTime(status.requestedAt) })}</dd>
          {status.completedAt && <dd>{t('status.completedAt', { date: format.dateTime(status.completedAt) })}</dd>}
          <dd className="font-mono break-all">{status.code}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
