import { CircleAlertIcon, CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useRenderMessage } from '@/i18n/use-render-message';
import type { ClonePreflightTarget, DuplicateChoice, DuplicateChoices } from './clone-types';
import type { DuplicateFormValues } from './duplicator-model';
import { failingAccounts } from './preflight-model';
import { RowBudget } from './row-budget';
import { RowDsa } from './row-dsa';

/** The form's budget as the rows need it: the amounts typed, the currency they are in, and where an account's override goes. */
interface RowsBudget {
  values: Pick<DuplicateFormValues, 'budget' | 'multiplier' | 'overrides'>;
  sourceCurrency: string;
  onOverride: (adAccountId: string, text: string) => void;
}

interface PreflightRowsProps {
  selected: readonly string[];
  rows: readonly ClonePreflightTarget[] | undefined;
  checking: boolean;
  failed: boolean;
  choices: DuplicateChoices;
  /** Absent when several campaigns are cloned: each clone takes its own campaign's budget, nothing to override. */
  budget?: RowsBudget;
  onChoose: (adAccountId: string, choice: DuplicateChoice) => void;
  onLeaveOut: (adAccountIds: string[]) => void;
  disabled: boolean;
}

/**
 * One row per selected account: its page and pixel (pre-selected by the preflight) and its verdict, green or what is
 * wrong and how to fix it, with what the clone would leave out of the source (amber, as the results show it). The
 * failing accounts can be left out at once.
 */
export function PreflightRows({ selected, rows, checking, failed, choices, budget, onChoose, onLeaveOut, disabled }: PreflightRowsProps) {
  const { t } = useTranslation('duplicateDialog');
  const titleId = useId();
  if (selected.length === 0) return null;
  const failing = failingAccounts(selected, rows);
  return (
    <section aria-labelledby={titleId} aria-busy={checking} className="flex flex-col gap-2" data-testid="preflight">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-medium">
          {t('preflight.title')}
        </h3>
        {failing.length > 0 && (
          <Button type="button" variant="outline" size="sm" onClick={() => onLeaveOut(failing)} disabled={disabled}>
            {t('preflight.leaveOutFailing', { count: failing.length })}
          </Button>
        )}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {t('preflight.unavailable')}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {selected.map((adAccountId) => {
          const row = rows?.find((candidate) => candidate.adAccountId === adAccountId);
          return row ? (
            <PreflightRow key={adAccountId} row={row} choice={choices[adAccountId] ?? {}} onChoose={(choice) => onChoose(adAccountId, choice)} disabled={disabled}>
              {budget && <RowBudget row={row} values={budget.values} sourceCurrency={budget.sourceCurrency} onOverride={(text) => budget.onOverride(adAccountId, text)} disabled={disabled} />}
            </PreflightRow>
          ) : (
            <li key={adAccountId}>
              <Skeleton className="h-16 w-full" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PreflightRow({ row, choice, onChoose, disabled, children }: { row: ClonePreflightTarget; choice: DuplicateChoice; onChoose: (choice: DuplicateChoice) => void; disabled: boolean; children: ReactNode }) {
  const { t } = useTranslation('duplicateDialog');
  const render = useRenderMessage();
  const ok = row.problems.length === 0;
  const ids = { page: useId(), pixel: useId() };
  return (
    <li className={ok ? 'flex flex-col gap-2 rounded-md border p-3' : 'flex flex-col gap-2 rounded-md border border-destructive/60 p-3'} data-testid="preflight-row" data-account={row.adAccountId} data-ok={ok}>
      <span className="text-sm font-medium break-words">{row.accountName}</span>
      {(row.needsPage || row.needsPixel) && (
        <div className="grid gap-2 sm:grid-cols-2">
          {row.needsPage && (
            <ChoiceSelect id={ids.page} label={t('preflight.page')} value={choice.pageId ?? row.pageId} options={row.pages} onChange={(pageId) => onChoose({ ...choice, pageId })} disabled={disabled} />
          )}
          {row.needsPixel && (
            <ChoiceSelect id={ids.pixel} label={t('preflight.pixel')} value={choice.pixelId ?? row.pixelId} options={row.pixels} onChange={(pixelId) => onChoose({ ...choice, pixelId })} disabled={disabled} />
          )}
        </div>
      )}
      {row.needsDsa && <RowDsa value={choice} onChange={(dsa) => onChoose({ ...choice, ...dsa })} disabled={disabled} />}
      {children}
      {ok ? (
        <p className="flex items-center gap-1.5 text-sm text-emerald-700 dark:text-emerald-400">
          <CircleCheckIcon aria-hidden="true" className="size-4 shrink-0" />
          {t('preflight.ready')}
        </p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm text-destructive">
          {row.problems.map((problem) => (
            <li key={problem.code} className="flex items-start gap-1.5">
              <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{render(problem)}</span>
            </li>
          ))}
        </ul>
      )}
      {row.warnings.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-amber-700 dark:text-amber-400" aria-label={t('preflight.warnings')} data-testid="preflight-warnings">
          {row.warnings.map((warning) => (
            <li key={JSON.stringify(warning)} className="flex items-start gap-1.5">
              <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{render(warning)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function ChoiceSelect({ id, label, value, options, onChange, disabled }: { id: string; label: string; value: string | null; options: ClonePreflightTarget['pages']; onChange: (id: string) => void; disabled: boolean }) {
  const { t } = useTranslation('duplicateDialog');
  // A value the account cannot use is not among the options: show the placeholder so a choice is asked for.
  const known = options.some((option) => option.id === value) ? (value ?? '') : '';
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </label>
      <Select value={known} onValueChange={onChange} disabled={disabled || options.length === 0}>
        <SelectTrigger id={id} className="w-full min-w-0" aria-label={label}>
          <SelectValue placeholder={options.length === 0 ? t('preflight.noneAvailable') : t('preflight.choose')} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.id} value={option.id}>
              {option.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
