import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import type { BudgetPrefill } from './budget-model';
import type { BudgetType } from './clone-types';
import type { DuplicateFormErrors, DuplicateFormValues } from './duplicator-model';

interface BudgetFieldsProps {
  values: Pick<DuplicateFormValues, 'budgetType' | 'budget' | 'multiplier'>;
  errors: Pick<DuplicateFormErrors, 'budgetType' | 'budget' | 'multiplier'>;
  /** Where the prefilled amount came from: the campaign's own budget, or the smallest of its ad sets'. */
  prefilledFrom: BudgetPrefill['from'];
  /** The currency the amount is in: the source campaign's (each account gets it converted into its own). */
  sourceCurrency: string;
  onChange: (patch: Partial<Pick<DuplicateFormValues, 'budgetType' | 'budget' | 'multiplier'>>) => void;
  disabled: boolean;
}

/**
 * The budget every selected account starts from: daily or lifetime, the amount in the source's currency and the
 * multiplier applied to it. Each account's own amount, converted or overridden, is in its preflight row.
 */
export function BudgetFields({ values, errors, prefilledFrom, sourceCurrency, onChange, disabled }: BudgetFieldsProps) {
  const { t } = useTranslation('duplicateDialog');
  const ids = { budget: useId(), budgetHelp: useId(), multiplier: useId(), multiplierHelp: useId(), budgetTypeLabel: useId() };
  return (
    <>
      <div className="flex flex-col gap-2">
        <span id={ids.budgetTypeLabel} className="text-sm font-medium">
          {t('form.budgetType')}
        </span>
        <RadioGroup
          aria-labelledby={ids.budgetTypeLabel}
          value={values.budgetType}
          onValueChange={(budgetType) => onChange({ budgetType: budgetType as BudgetType })}
          className="flex flex-wrap gap-x-6 gap-y-2"
          disabled={disabled}
          aria-invalid={errors.budgetType !== undefined}
        >
          {(['daily', 'lifetime'] as const).map((type) => (
            <Label key={type} className="cursor-pointer font-normal">
              <RadioGroupItem value={type} />
              {t(`form.${type}`)}
            </Label>
          ))}
        </RadioGroup>
        {errors.budgetType && <p className="text-sm text-destructive">{t(`form.errors.${errors.budgetType}`)}</p>}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.budget}>{t('form.budgetAmount')}</Label>
          <Input
            id={ids.budget}
            inputMode="decimal"
            autoComplete="off"
            value={values.budget}
            placeholder="25.50"
            onChange={(event) => onChange({ budget: event.target.value })}
            aria-invalid={errors.budget !== undefined}
            aria-describedby={ids.budgetHelp}
            disabled={disabled}
          />
          {errors.budget && <p className="text-sm text-destructive">{t(`form.errors.${errors.budget}`)}</p>}
          <p id={ids.budgetHelp} className="text-xs text-muted-foreground">
            {t(prefilledFrom === 'campaign' ? 'form.budgetHelp' : 'form.budgetHelpAdSets', { currency: sourceCurrency })}
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.multiplier}>{t('form.multiplier')}</Label>
          <Input
            id={ids.multiplier}
            inputMode="decimal"
            autoComplete="off"
            value={values.multiplier}
            placeholder="1"
            onChange={(event) => onChange({ multiplier: event.target.value })}
            aria-invalid={errors.multiplier !== undefined}
            aria-describedby={ids.multiplierHelp}
            disabled={disabled}
          />
          {errors.multiplier && <p className="text-sm text-destructive">{t(`form.errors.${errors.multiplier}`)}</p>}
          <p id={ids.multiplierHelp} className="text-xs text-muted-foreground">
            {t(prefilledFrom === 'campaign' ? 'form.multiplierHelp' : 'form.multiplierHelpAdSets')}
          </p>
        </div>
      </div>
    </>
  );
}
