import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRightIcon, CircleCheckIcon, CopyIcon, LayoutDashboardIcon, UsersIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/load-error-state';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useTRPC } from '@/lib/trpc';
import { httpStatusOf } from '@/lib/trpc-error';
import { FirstSyncProgress } from './first-sync-progress';

/** The connection just made: the Meta user, how many ad accounts came with it, its first sync, and where to go next. */
export function ConnectionSuccess({ connectionId }: { connectionId: string }) {
  const { t } = useTranslation('dashboard');
  const trpc = useTRPC();
  const summary = useQuery(trpc.connections.summary.queryOptions({ connectionId }));
  const nextId = useId();

  if (summary.isError) {
    if (httpStatusOf(summary.error) === 404 || httpStatusOf(summary.error) === 400) {
      return (
        <Alert variant="destructive">
          <AlertDescription>{t('success.notFound')}</AlertDescription>
        </Alert>
      );
    }
    return <LoadErrorState title={t('success.loadError')} onRetry={() => summary.refetch()} retrying={summary.isFetching} />;
  }

  return (
    <div className="flex flex-col gap-6" data-testid="connection-success">
      <div className="flex items-start gap-3">
        <CircleCheckIcon aria-hidden="true" className="mt-1 size-7 shrink-0 text-success" />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('success.title')}</h1>
          {summary.isPending ? (
            <Skeleton className="h-5 w-64" />
          ) : (
            <>
              <p className="text-lg font-medium break-words" data-testid="connected-as">
                {summary.data.externalUserName ? t('success.connectedAs', { name: summary.data.externalUserName }) : t('success.connectedAsUnknown')}
              </p>
              <p className="text-muted-foreground" data-testid="connected-account-total">
                {t('success.accounts', { count: summary.data.adAccountCount })}
              </p>
            </>
          )}
        </div>
      </div>
      {summary.isSuccess && summary.data.adAccountCount > 0 && <FirstSyncProgress />}
      <Card asChild>
        <section aria-labelledby={nextId}>
          <CardHeader>
            <h2 id={nextId} className="leading-none font-semibold">
              {t('success.nextTitle')}
            </h2>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <Link to="/dashboard" className={buttonVariants()}>
              <LayoutDashboardIcon aria-hidden="true" />
              {t('success.openDashboard')}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
            <Link to="/campaign-duplicator" className={buttonVariants({ variant: 'outline' })}>
              <CopyIcon aria-hidden="true" />
              {t('success.duplicate')}
            </Link>
            <Link to="/accounts" className={buttonVariants({ variant: 'outline' })}>
              <UsersIcon aria-hidden="true" />
              {t('success.reviewAccounts')}
            </Link>
          </CardContent>
        </section>
      </Card>
    </div>
  );
}
