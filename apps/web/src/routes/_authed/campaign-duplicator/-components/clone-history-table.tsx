import { RotateCcwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useDateFormat } from '@/i18n/use-date-format';
import { STICKY_ACTION } from './campaigns-table';
import type { useCloneHistory } from './clone-api';
import { type CloneOutcome, cloneOutcomeOf, OUTCOME_BADGE } from './clone-outcome';
import { ScheduledBatchCancel, ScheduledFor } from './scheduled-batch-cancel';
import { SeveralSummary } from './several-summary';

type CloneHistoryItem = NonNullable<ReturnType<typeof useCloneHistory>['data']>['items'][number];

function OutcomeBadge({ outcome }: { outcome: CloneOutcome }) {
  const { t } = useTranslation('campaigns');
  return (
    <Badge variant={OUTCOME_BADGE[outcome]} data-outcome={outcome}>
      {t(`history.states.${outcome}`)}
    </Badge>
  );
}

/** The history's batches, newest first, each with its outcome and a way back to its results. */
export function CloneHistoryTable({ items, onOpen }: { items: readonly CloneHistoryItem[]; onOpen: (batchId: string) => void }) {
  const { t } = useTranslation('campaigns');
  const formatDate = useDateFormat();
  return (
    <Table data-testid="clone-history">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="hidden sm:table-cell">{t('history.date')}</TableHead>
          <TableHead>{t('history.source')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('history.template')}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">{t('history.targets')}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">{t('history.outcome')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('history.status')}</TableHead>
          <TableHead className={STICKY_ACTION}>
            <span className="sr-only">{t('history.open')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.batchId} data-batch-id={item.batchId}>
            <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">{formatDate.date(item.createdAt)}</TableCell>
            <TableCell className="max-w-52 sm:max-w-40">
              <TruncatedText className="font-medium">{item.sourceCampaignName}</TruncatedText>
              {item.campaignCount > 1 && <SeveralSummary campaigns={item.campaignCount} accounts={item.accountCount} className="block text-xs text-muted-foreground" />}
              {/* On a phone the date and outcome stay with the campaign, in view, instead of in columns off to the side. */}
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 pt-1 text-xs text-muted-foreground tabular-nums sm:hidden">
                {formatDate.date(item.createdAt)}
                <OutcomeBadge outcome={cloneOutcomeOf(item)} />
              </span>
              {item.startsAt && item.status === 'scheduled' && <ScheduledFor startsAt={item.startsAt} />}
            </TableCell>
            <TableCell className="hidden max-w-40 text-muted-foreground sm:table-cell">
              <TruncatedText>{item.nameTemplate}</TruncatedText>
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">{item.accountCount}</TableCell>
            <TableCell className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
              <span className="text-success">{item.successCount}</span>
              {' / '}
              <span className={item.errorCount > 0 ? 'text-destructive' : undefined}>{item.errorCount}</span>
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <OutcomeBadge outcome={cloneOutcomeOf(item)} />
            </TableCell>
            <TableCell className={STICKY_ACTION}>
              {/* Stacked, so a scheduled row's Cancel does not widen the sticky column on a phone. */}
              <span className="flex flex-col items-end gap-1">
                {/* A finished batch with failures says so on its button: its results offer the retries. */}
                {item.status === 'completed' && item.errorCount > 0 ? (
                  <Button variant="outline" size="sm" onClick={() => onOpen(item.batchId)} aria-label={t('history.retryFailedOf', { name: item.sourceCampaignName })} data-testid="history-retry-failed">
                    <RotateCcwIcon aria-hidden="true" />
                    {t('history.retryFailed')}
                  </Button>
                ) : (
                  <Button variant="ghost" size="sm" onClick={() => onOpen(item.batchId)}>
                    {t('history.open')}
                  </Button>
                )}
                {item.startsAt && item.status === 'scheduled' && <ScheduledBatchCancel batch={{ ...item, startsAt: item.startsAt }} />}
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
