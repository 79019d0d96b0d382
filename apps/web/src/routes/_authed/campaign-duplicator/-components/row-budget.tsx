import { formatMoney } from '@adfleet/core/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { dayOfIso } from '@/filters/date-range-presets';
import { useDateFormat } from '@/i18n/use-date-format';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { formatExchangeRate, rowAmount } from './budget-model';
import type { ClonePreflightTarget } from './clone-types';
import type { DuplicateFormValues } from './duplicator-model';

interface RowBudgetProps {
  row: Pick<ClonePreflightTarget, 'adAccountId' | 'accountName' | 'currency' | 'minimumBudget' | 'budgetConversion'>;
  values: Pick<DuplicateFormValues, 'budget' | 'multiplier' | 'overrides'>;
  /** The currency the form's amount is in: the source campaign's. */
  sourceCurrency: string;
  onOverride: (text: string) => void;
  disabled: boolean;
}

/**
 * One account's budget in a preflight row: the amount it will get in its own currency (the form's amount × the
 * multiplier, converted by the server at the day's rate when the account keeps another currency than the source, or
 * the override typed here), beside its minimum, red when below it. A conversion shows its rate and the rate's day; an
 * account no rate reaches says so and waits for its own amount.
 */
export function RowBudget({ row, values, sourceCurrency, onOverride, disabled }: RowBudgetProps) {
  const { t } = useTranslation('duplicateDialog');
  const locale = useMoneyLocale();
  const formatDate = useDateFormat();
  const id = useId();
  const previewId = useId();
  const override = values.overrides[row.adAccountId] ?? '';
  const overridden = override.trim() !== '';
  const amount = rowAmount(values, row, sourceCurrency);
  const conversion = row.currency === sourceCurrency ? null : (row.budgetConversion ?? null);
  const below = amount !== undefined && row.minimumBudget !== null && amount < row.minimumBudget;
  const invalid = overridden && amount === undefined;
  const preview = () => {
    if (invalid) return t('form.errors.budgetInvalid');
    if (!overridden && conversion?.kind === 'converted') {
      return t('preflight.budgetConverted', {
        from: formatMoney(conversion.from.amount, conversion.from.currency, locale),
        amount: formatMoney(conversion.amount, row.currency, locale),
        rate: formatExchangeRate(conversion.rate, locale),
        date: formatDate.date(dayOfIso(conversion.day)),
      });
    }
    if (!overridden && conversion?.kind === 'noRate') return t('preflight.budgetNoRate', { from: conversion.from.currency, currency: row.currency });
    return amount === undefined ? t('preflight.budgetMissing') : t('preflight.budgetPreview', { amount: formatMoney(amount, row.currency, locale) });
  };
  return (
    <div className="grid items-end gap-2 sm:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-xs text-muted-foreground">
          {t('preflight.budgetOverride', { currency: row.currency })}
        </label>
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={override}
          placeholder={t(row.currency === sourceCurrency ? 'preflight.budgetOverridePlaceholder' : 'preflight.budgetOverridePlaceholderConverted')}
          onChange={(event) => onOverride(event.target.value)}
          aria-invalid={invalid || below}
          aria-describedby={previewId}
          disabled={disabled}
        />
      </div>
      <p id={previewId} data-testid="row-budget" data-below={below} className={below || invalid ? 'min-w-0 text-sm break-words text-destructive' : 'min-w-0 text-sm break-words'}>
        {preview()}
        {row.minimumBudget !== null && <span className={below ? 'block text-xs' : 'block text-xs text-muted-foreground'}>{t('preflight.budgetMinimum', { minimum: formatMoney(row.minimumBudget, row.currency, locale) })}</span>}
      </p>
    </div>
  );
}
