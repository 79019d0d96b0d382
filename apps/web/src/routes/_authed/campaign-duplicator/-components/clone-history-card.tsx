import { HistoryIcon, RotateCwIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCloneHistory } from './clone-api';
import { CloneHistoryTable } from './clone-history-table';

/** The user's latest clone batches; opening one shows its results again. */
export function CloneHistoryCard({ onOpen }: { onOpen: (batchId: string) => void }) {
  const { t } = useTranslation('campaigns');
  const headingId = useId();
  const history = useCloneHistory();
  const items = history.data?.items ?? [];

  return (
    <Card asChild>
      <section aria-labelledby={headingId} aria-busy={history.isPending}>
        <CardHeader className="flex-col gap-1">
          <h2 id={headingId} className="flex items-center gap-2 leading-none font-semibold">
            <HistoryIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('history.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('history.description')}</p>
        </CardHeader>
        <CardContent>
          {history.isPending ? (
            <div className="flex flex-col gap-2">
              <Skeleton className="h-8 w-full" />
              <Skeleton className="h-8 w-full" />
            </div>
          ) : history.isError ? (
            <div role="alert" className="flex flex-col items-start gap-2 text-sm">
              <p className="text-destructive">{t('history.error')}</p>
              <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
                <RotateCwIcon aria-hidden="true" />
                {t('retry')}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="rounded-md border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{t('history.empty')}</p>
          ) : (
            <CloneHistoryTable items={items} onOpen={onOpen} />
          )}
        </CardContent>
      </section>
    </Card>
  );
}
