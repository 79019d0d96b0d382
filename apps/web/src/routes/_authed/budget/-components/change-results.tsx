import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, CircleDashedIcon, CircleMinusIcon, LoaderIcon, XCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useRenderMessage } from '@/i18n/use-render-message';
import { useTRPC } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { useMoney } from './use-money';

/** While a change runs its status is polled this often. */
const POLL_MS = 1000;

const ICONS = { queued: CircleDashedIcon, running: LoaderIcon, succeeded: CheckCircle2Icon, failed: XCircleIcon, skipped: CircleMinusIcon } as const;

/**
 * Per-budget results of a change, as the clone results show each account: queued, running, changed, failed with why,
 * or not sent (Meta's hourly limit already reached) with why.
 */
export function ChangeResults({ changeId, onDismiss, onCompleted }: { changeId: string; onDismiss: () => void; onCompleted: () => void }) {
  const { t } = useTranslation('budget');
  const trpc = useTRPC();
  const money = useMoney();
  const render = useRenderMessage();
  const status = useQuery({
    ...trpc.budget.changeStatus.queryOptions({ changeId }),
    refetchInterval: (query) => {
      if (query.state.status === 'error' || query.state.data?.status === 'completed') return false;
      return POLL_MS;
    },
  });
  const data = status.data;
  if (data?.status === 'completed') queueMicrotask(onCompleted);
  const pending = data ? data.items.length - data.succeeded - data.failed - data.skipped : 0;
  return (
    <Card data-testid="budget-change-results" data-status={data?.status}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="leading-none font-semibold">{t('results.title')}</h2>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('results.dismiss')}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {data && (
          <p className="text-sm text-muted-foreground">
            {data.skipped > 0
              ? t('results.summarySkipped', { succeeded: data.succeeded, failed: data.failed, skipped: data.skipped, pending })
              : t('results.summary', { succeeded: data.succeeded, failed: data.failed, pending })}
          </p>
        )}
        <ul className="flex flex-col divide-y rounded-md border text-sm">
          {data?.items.map((item) => {
            const Icon = ICONS[item.state];
            return (
              <li key={item.itemId} className="flex items-start gap-3 p-3" data-testid="budget-change-item" data-state={item.state} data-object-id={item.objectId}>
                <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', item.state === 'failed' ? 'text-destructive' : item.state === 'succeeded' ? 'text-success' : 'text-muted-foreground', item.state === 'running' && 'animate-spin motion-reduce:animate-none')} />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium break-words">{item.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {item.accountName} · {t(`results.state.${item.state}`)}
                  </span>
                  <span className="tabular-nums">
                    {money(item.oldMinor, item.currency)} → {money(item.newMinor, item.currency)}
                  </span>
                  {item.error && <span className={item.state === 'skipped' ? 'text-amber-700 dark:text-amber-400' : 'text-destructive'}>{render(item.error)}</span>}
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
