import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SyncProgressPanel } from '@/components/sync/sync-progress-panel';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSyncProgress } from '@/components/sync/use-facebook-sync';
import { FACEBOOK_PLATFORM_ID } from '@/lib/platform-links';

/** The sync the Facebook connection started, account by account while it runs, then how it ended. */
export function FirstSyncProgress() {
  const { t } = useTranslation('dashboard');
  const { running, progress } = useSyncProgress(FACEBOOK_PLATFORM_ID);
  const headingId = useId();

  return (
    <Card asChild>
      <section aria-labelledby={headingId} data-testid="first-sync">
        <CardHeader>
          <h2 id={headingId} className="leading-none font-semibold">
            {t('success.syncTitle')}
          </h2>
        </CardHeader>
        <CardContent>
          {running ? (
            <SyncProgressPanel platformId={FACEBOOK_PLATFORM_ID} />
          ) : progress.total === 0 ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner />
              {t('success.syncWaiting')}
            </p>
          ) : progress.failed > 0 ? (
            <p role="status" className="flex items-center gap-2 text-sm text-destructive">
              <CircleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
              {t('success.syncPartly', { failed: progress.failed, total: progress.total })}
            </p>
          ) : (
            <p role="status" className="flex items-center gap-2 text-sm" data-testid="first-sync-done">
              <CircleCheckIcon aria-hidden="true" className="size-4 shrink-0 text-success" />
              {t('success.syncDone', { count: progress.total })}
            </p>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
