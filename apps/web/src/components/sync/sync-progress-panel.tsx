import { CircleAlertIcon, CircleCheckIcon, CircleDashedIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useRenderMessage } from '@/i18n/use-render-message';
import { TruncatedText } from '@/components/ui/truncated-text';
import { cn } from '@/lib/utils';
import type { RunStatus } from './sync-progress-model';
import { useSyncProgress } from './use-facebook-sync';

function RunIcon({ status }: { status: RunStatus }) {
  if (status === 'running') return <Spinner className="text-primary" />;
  if (status === 'succeeded') return <CircleCheckIcon aria-hidden="true" className="size-4 text-success" />;
  if (status === 'failed') return <CircleAlertIcon aria-hidden="true" className="size-4 text-destructive" />;
  return <CircleDashedIcon aria-hidden="true" className="size-4 text-muted-foreground" />;
}

/**
 * Live progress of a running sync of one platform (`platformId`; null: of every platform), account by account; nothing
 * when none runs.
 */
export function SyncProgressPanel({ platformId, className, compact = false }: { platformId: number | null; className?: string; compact?: boolean }) {
  const { t } = useTranslation('accounts');
  const render = useRenderMessage();
  const { running, progress } = useSyncProgress(platformId);
  if (!running) return null;
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <div role="status" aria-live="polite" data-testid="sync-progress" className={cn('flex flex-col gap-3 rounded-lg border bg-muted/40 p-3', className)}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="flex items-center gap-2 font-medium">
          <Spinner className="text-primary" />
          {progress.total > 0 ? t('sync.progress', { done: progress.done, total: progress.total }) : t('sync.preparing')}
        </span>
        {progress.total > 0 && <span className="text-xs text-muted-foreground tabular-nums">{percent}%</span>}
      </div>
      <Progress value={percent} aria-label={t('sync.progressLabel')} />
      {!compact && progress.items.length > 0 && (
        <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
          {progress.items.map((item) => (
            <li key={item.adAccountId} className="flex min-w-0 items-center gap-2" title={item.error ? render(item.error) : undefined}>
              <RunIcon status={item.status} />
              <TruncatedText className="min-w-0 flex-1">{item.name}</TruncatedText>
              <span className="shrink-0 text-xs text-muted-foreground">{t(`sync.runStatus.${item.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
