import { HistoryIcon, RotateCwIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/use-date-format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { STICKY_ACTION } from './campaigns-table';
import { useCloneHistory } from './clone-api';
import { type CloneOutcome, cloneOutcomeOf, OUTCOME_BADGE } from './clone-outcome';

function OutcomeBadge({ outcome }: { outcome: CloneOutcome }) {
  const { t } = useTranslation('campaigns');
  return (
    <Badge variant={OUTCOME_BADGE[outcome]} data-outcome={outcome}>
      {t(`history.states.${outcome}`)}
    </Badge>
  );
}

/** The user's latest clone batches; opening one shows its results again. */
export function CloneHistoryCard({ onOpen }: { onOpen: (batchId: string) => void }) {
  const { t } = useTranslation('campaigns');
  const headingId = useId();
  const history = useCloneHistory();
  const formatDate = useDateFormat();
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
            <Table data-testid="clone-history">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>{t('history.date')}</TableHead>
                  <TableHead>{t('history.source')}</TableHead>
                  <TableHead>{t('history.template')}</TableHead>
                  <TableHead className="text-right">{t('history.targets')}</TableHead>
                  <TableHead className="text-right">{t('history.outcome')}</TableHead>
                  <TableHead>{t('history.status')}</TableHead>
                  <TableHead className={STICKY_ACTION}>
                    <span className="sr-only">{t('history.open')}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.batchId} data-batch-id={item.batchId}>
                    <TableCell className="whitespace-nowrap tabular-nums">{formatDate.date(item.createdAt)}</TableCell>
                    <TableCell className="max-w-36 truncate font-medium sm:max-w-48" title={item.sourceCampaignName}>
                      {item.sourceCampaignName}
                    </TableCell>
                    <TableCell className="max-w-48 truncate text-muted-foreground" title={item.nameTemplate}>
                      {item.nameTemplate}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{item.targetCount}</TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">
                      <span className="text-success">{item.successCount}</span>
                      {' / '}
                      <span className={item.errorCount > 0 ? 'text-destructive' : undefined}>{item.errorCount}</span>
                    </TableCell>
                    <TableCell>
                      <OutcomeBadge outcome={cloneOutcomeOf(item)} />
                    </TableCell>
                    <TableCell className={STICKY_ACTION}>
                      <Button variant="ghost" size="sm" onClick={() => onOpen(item.batchId)}>
                        {t('history.open')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
