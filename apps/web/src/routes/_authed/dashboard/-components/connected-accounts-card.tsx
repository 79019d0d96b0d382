import { useQuery } from '@tanstack/react-query';
import { RotateCwIcon, UsersIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFilters } from '@/filters/filters-context';
import { useTRPC } from '@/lib/trpc';
import { ConnectPlatformActions } from './connect-platform-actions';

/** How many ad accounts of the header's platform are connected, with the way to connect more. */
export function ConnectedAccountsCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const trpc = useTRPC();
  const { platformId } = useFilters();
  const headingId = useId();
  const accounts = useQuery(trpc.adAccounts.list.queryOptions());
  const count = accounts.data?.filter((account) => platformId === null || account.platformId === platformId).length ?? 0;

  return (
    <Card asChild className={className}>
      <section aria-labelledby={headingId} aria-busy={accounts.isPending}>
        <CardHeader className="flex-col gap-1">
          <h2 id={headingId} className="flex items-center gap-2 leading-none font-semibold">
            <UsersIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('accountsCard.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('accountsCard.description')}</p>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">
          {accounts.isPending ? (
            <Skeleton className="h-8 w-16" />
          ) : accounts.isError ? (
            <div role="alert" className="flex flex-col items-start gap-2 text-sm">
              <p className="text-destructive">{t('accountsCard.error')}</p>
              <Button variant="outline" size="sm" onClick={() => void accounts.refetch()}>
                <RotateCwIcon aria-hidden="true" />
                {t('retry')}
              </Button>
            </div>
          ) : (
            <p className="flex items-baseline gap-2">
              <span className="text-3xl font-semibold tabular-nums" data-testid="connected-account-count">
                {count}
              </span>
              <span className="text-sm text-muted-foreground">{t('accountsCard.count', { count })}</span>
            </p>
          )}
          <ConnectPlatformActions
            className="mt-auto"
            platformId={platformId}
            labels={{ facebook: t('accountsCard.connect'), tiktok: t('accountsCard.connectTikTok'), connecting: t('accountsCard.connecting'), manage: t('accountsCard.manage') }}
          />
        </CardContent>
      </section>
    </Card>
  );
}
