import { HistoryIcon, RotateCwIcon } from 'lucide-react';
import { Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyPart } from '@/lib/lazy-part';
import { useCloneHistory } from './clone-api';
import { DUPLICATE_DIALOG_NAMESPACES } from './duplicate-dialog-texts';

// The history's rows (badges, scheduled batches' Cancel) show only once the history has come: their code and the texts
// they share with the dialog load beside it, behind the same skeleton, instead of before the page's first paint.
const { Component: CloneHistoryTable, preload: preloadTable } = lazyPart(() => import('./clone-history-table').then((module) => module.CloneHistoryTable));

/** The user's latest clone batches; opening one shows its results again. */
export function CloneHistoryCard({ onOpen }: { onOpen: (batchId: string) => void }) {
  const { t, i18n } = useTranslation('campaigns');
  const headingId = useId();
  const history = useCloneHistory();
  const items = history.data?.items ?? [];
  useEffect(() => void Promise.all([preloadTable(), i18n.loadNamespaces(DUPLICATE_DIALOG_NAMESPACES)]).catch(() => undefined), [i18n]);
  const loading = (
    <div className="flex flex-col gap-2">
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-full" />
    </div>
  );

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
            loading
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
            <Suspense fallback={loading}>
              <CloneHistoryTable items={items} onOpen={onOpen} />
            </Suspense>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
