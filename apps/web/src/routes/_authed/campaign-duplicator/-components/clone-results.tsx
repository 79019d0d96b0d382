import { BanIcon, CircleCheckIcon, CircleXIcon, ClockIcon, ExternalLinkIcon, RotateCcwIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useRenderMessage } from '@/i18n/use-render-message';
import type { CloneResultItem } from './clone-types';
import { type AppMode, createdCampaignUrl, isFinishedState, progressPercent, resultCounts } from './duplicator-model';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';

/** A result item, with its live progress while its job runs. */
export interface ResultRow extends CloneResultItem {
  /** Known once the batch's status was read; a failed row with it can be retried. */
  targetId?: string;
  state?: string;
  stepsDone?: number;
  stepsTotal?: number;
}

const KNOWN_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
type KnownState = (typeof KNOWN_STATES)[number];

function knownState(row: ResultRow): KnownState {
  const state = row.state;
  if ((KNOWN_STATES as readonly string[]).includes(state ?? '')) return state as KnownState;
  return row.success ? 'succeeded' : 'failed';
}

function StateIcon({ state, label }: { state: KnownState; label: string }) {
  switch (state) {
    case 'succeeded':
      return <CircleCheckIcon role="img" aria-label={label} className="size-5 text-success" />;
    case 'failed':
      return <CircleXIcon role="img" aria-label={label} className="size-5 text-destructive" />;
    case 'running':
      return <Spinner role="img" aria-hidden={false} aria-label={label} className="size-5 text-primary" />;
    case 'queued':
      return <ClockIcon role="img" aria-label={label} className="size-5 text-muted-foreground" />;
    case 'cancelled':
      return <BanIcon role="img" aria-label={label} className="size-5 text-muted-foreground" />;
  }
}

/** Retrying a failed row: the action, and which row's retry is on its way. */
export interface RetryControl {
  onRetry: (targetId: string) => void;
  /** The row being retried, or the batch's id while all its failed rows are; every row's button waits meanwhile. */
  pendingTargetId: string | null;
}

/** A failed clone leaves what it created in the account (paused); the row says what, so nothing is a surprise. */
function LeftInAccount({ row }: { row: ResultRow }) {
  const { t } = useTranslation('duplicateDialog');
  const { campaignId, adSetIds, creativeIds, adIds } = row.createdIds;
  const parts = [
    ...(campaignId ? [t('results.left.campaigns', { count: 1 })] : []),
    ...(adSetIds.length > 0 ? [t('results.left.adSets', { count: adSetIds.length })] : []),
    ...(creativeIds.length > 0 ? [t('results.left.creatives', { count: creativeIds.length })] : []),
    ...(adIds.length > 0 ? [t('results.left.ads', { count: adIds.length })] : []),
  ];
  if (parts.length === 0) return null;
  return (
    <span className="text-xs text-muted-foreground" data-testid="clone-left-in-account">
      {t('results.left.summary', { objects: parts.join(', ') })}
    </span>
  );
}

/** What an account's job came to (message and warnings), or its progress while it runs. */
function Outcome({ row, state, retry }: { row: ResultRow; state: KnownState; retry?: RetryControl | undefined }) {
  const { t } = useTranslation('duplicateDialog');
  const render = useRenderMessage();
  const retryRefused = useWorkspaceRole().refusal('operate');
  if (!isFinishedState(state))
    return (
      <span className="flex flex-col gap-1.5">
        <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <Badge variant="outline">{t(`results.states.${state}`)}</Badge>
          {row.stepsTotal !== undefined && row.stepsTotal > 0 && <span className="tabular-nums">{t('results.progress', { done: row.stepsDone ?? 0, total: row.stepsTotal })}</span>}
        </span>
        <Progress value={progressPercent(row.stepsDone ?? 0, row.stepsTotal ?? 0)} aria-label={t(`results.states.${state}`)} />
      </span>
    );
  return (
    <span className="flex flex-col gap-1">
      <span className={row.success || state === 'cancelled' ? undefined : 'text-destructive'}>{render(row.message)}</span>
      {/* On a phone there is no hover for the tooltip, so a failure's reason is written out too. */}
      {!row.success && row.error && <span className="text-xs text-muted-foreground">{render(row.error)}</span>}
      {state === 'failed' && <LeftInAccount row={row} />}
      {state === 'failed' && row.targetId && retry && (
        <RoleRefusal reason={retryRefused}>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            disabled={retry.pendingTargetId !== null || retryRefused !== undefined}
            onClick={() => row.targetId && retry.onRetry(row.targetId)}
            aria-label={t('results.retryAccount', { account: row.accountName })}
            data-testid="clone-retry"
          >
            <RotateCcwIcon aria-hidden="true" />
            {retry.pendingTargetId === row.targetId ? t('results.retrying') : t('results.retry')}
          </Button>
        </RoleRefusal>
      )}
      {row.warnings.length > 0 && (
        <span className="flex flex-col gap-0.5 text-xs text-amber-700 dark:text-amber-400" data-testid="clone-warnings">
          <span className="sr-only">{t('results.warnings')}</span>
          {row.warnings.map((warning) => (
            <span key={JSON.stringify(warning)} className="flex items-start gap-1">
              <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
              {render(warning)}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

/** The created campaign's id and a link to it; else, once finished, 'No se creó campaña' with the error as its tooltip. */
function CreatedCampaign({ row, state, mode }: { row: ResultRow; state: KnownState; mode: AppMode }) {
  const { t } = useTranslation('duplicateDialog');
  const render = useRenderMessage();
  const campaignId = row.campaignId ?? row.createdIds?.campaignId ?? null;
  if (campaignId)
    return (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Tooltip>
          <TooltipTrigger asChild>
            <span tabIndex={0} className="font-mono text-xs" data-testid="created-campaign-id">
              {campaignId}
            </span>
          </TooltipTrigger>
          <TooltipContent>{render(row.error ?? row.message)}</TooltipContent>
        </Tooltip>
        <a
          href={createdCampaignUrl(mode, row.adAccountId, campaignId)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-xs text-primary underline-offset-4 hover:underline"
          aria-label={t('results.openCampaign', { account: row.accountName })}
        >
          <ExternalLinkIcon aria-hidden="true" className="size-3" />
          {t('results.open')}
        </a>
      </span>
    );
  if (!isFinishedState(state)) return <span className="text-muted-foreground">—</span>;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span tabIndex={0} className="text-xs text-muted-foreground underline decoration-dotted underline-offset-4">
          {t('results.noCampaign')}
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-72">{row.error ? render(row.error) : t('results.noCampaign')}</TooltipContent>
    </Tooltip>
  );
}

/**
 * The spec's results table (status icon, account, message, campaign id), with live progress and warnings. On a phone
 * the message and the campaign id move under the account, so nothing hides behind a sideways scroll.
 */
export function CloneResults({ rows, mode, retry }: { rows: readonly ResultRow[]; mode: AppMode; retry?: RetryControl }) {
  const { t } = useTranslation('duplicateDialog');
  if (rows.length === 0) return <p className="rounded-md border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{t('results.empty')}</p>;
  const counts = resultCounts(rows.filter((row) => isFinishedState(knownState(row))));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2" data-testid="clone-counts">
        <Badge variant="success" data-testid="clone-success-count">
          <CircleCheckIcon aria-hidden="true" />
          {t('results.successCount', { count: counts.success })}
        </Badge>
        <Badge variant={counts.error > 0 ? 'destructive' : 'outline'} data-testid="clone-error-count">
          <CircleXIcon aria-hidden="true" />
          {t('results.errorCount', { count: counts.error })}
        </Badge>
      </div>
      <Table data-testid="clone-results">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-10 px-2">
              <span className="sr-only">{t('results.status')}</span>
            </TableHead>
            <TableHead>{t('results.account')}</TableHead>
            <TableHead className="hidden sm:table-cell">{t('results.message')}</TableHead>
            <TableHead className="hidden sm:table-cell">{t('results.campaignId')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const state = knownState(row);
            return (
              <TableRow key={row.adAccountId} data-account-id={row.adAccountId} data-state={state} className="align-top">
                <TableCell className="px-2">
                  <StateIcon state={state} label={t(`results.states.${state}`)} />
                </TableCell>
                <TableCell className="whitespace-normal sm:max-w-56">
                  <span className="flex flex-col gap-1">
                    <span className="font-medium break-words">{row.accountName}</span>
                    <span className="font-mono text-xs break-all text-muted-foreground sm:break-normal sm:whitespace-nowrap">{row.adAccountId}</span>
                    <span className="flex flex-col gap-1 pt-1 sm:hidden">
                      <Outcome row={row} state={state} retry={retry} />
                      <CreatedCampaign row={row} state={state} mode={mode} />
                    </span>
                  </span>
                </TableCell>
                <TableCell className="hidden min-w-48 whitespace-normal sm:table-cell">
                  <Outcome row={row} state={state} retry={retry} />
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  <CreatedCampaign row={row} state={state} mode={mode} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
