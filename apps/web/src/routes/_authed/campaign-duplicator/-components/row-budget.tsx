import { formatMoney } from '@adfleet/core/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { targetAmount } from './budget-model';
import type { ClonePreflightTarget } from './clone-types';
import type { DuplicateFormValues } from './duplicator-model';

interface RowBudgetProps {
  row: Pick<ClonePreflightTarget, 'adAccountId' | 'accountName' | 'currency' | 'minimumBudget'>;
  values: Pick<DuplicateFormValues, 'budget' | 'multiplier' | 'overrides'>;
  onOverride: (text: string) => void;
  disabled: boolean;
}

/**
 * One account's budget in a preflight row: the amount it will get in its own currency (the form's amount × the
 * multiplier, or the override typed here), beside its minimum, red when below it.
 */
export function RowBudget({ row, values, onOverride, disabled }: RowBudgetProps) {
  const { t } = useTranslation('duplicateDialog');
  const locale = useMoneyLocale();
  const id = useId();
  const previewId = useId();
  const override = values.overrides[row.adAccountId] ?? '';
  const amount = targetAmount(values.budget, values.multiplier, override, row.currency);
  const below = amount !== undefined && row.minimumBudget !== null && amount < row.minimumBudget;
  const invalid = override.trim() !== '' && amount === undefined;
  return (
    <div className="grid items-end gap-2 sm:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-xs text-muted-foreground">
          {t('preflight.budgetOverride', { currency: row.currency })}
        </label>
        <Input id={id} inputMode="decimal" autoComplete="off" value={override} placeholder={t('preflight.budgetOverridePlaceholder')} onChange={(event) => onOverride(event.target.value)} aria-invalid={invalid || below} aria-describedby={previewId} disabled={disabled} />
      </div>
      <p id={previewId} data-testid="row-budget" data-below={below} className={below || invalid ? 'text-sm text-destructive' : 'text-sm'}>
        {invalid ? t('form.errors.budgetInvalid') : amount === undefined ? t('preflight.budgetMissing') : t('preflight.budgetPreview', { amount: formatMoney(amount, row.currency, locale) })}
        {row.minimumBudget !== null && <span className={below ? 'block text-xs' : 'block text-xs text-muted-foreground'}>{t('preflight.budgetMinimum', { minimum: formatMoney(row.minimumBudget, row.currency, locale) })}</span>}
      </p>
    </div>
  );
}
