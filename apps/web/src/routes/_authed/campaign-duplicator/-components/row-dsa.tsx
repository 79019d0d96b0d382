import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';

interface DsaChoice {
  dsaPayor?: string;
  dsaBeneficiary?: string;
}

interface RowDsaProps {
  value: DsaChoice;
  onChange: (value: DsaChoice) => void;
  disabled: boolean;
}

/**
 * The EU DSA's two names for one account, asked only when its preflight row says the clone would lack them: the
 * source's EU ad sets name none and the account has no defaults.
 */
export function RowDsa({ value, onChange, disabled }: RowDsaProps) {
  const { t } = useTranslation('duplicateDialog');
  const ids = { payor: useId(), beneficiary: useId(), hint: useId() };
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid="row-dsa">
      <legend className="sr-only">{t('preflight.dsaLegend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={ids.payor} className="text-xs text-muted-foreground">
            {t('preflight.dsaPayor')}
          </label>
          <Input id={ids.payor} autoComplete="organization" maxLength={200} value={value.dsaPayor ?? ''} onChange={(event) => onChange({ ...value, dsaPayor: event.target.value })} aria-describedby={ids.hint} disabled={disabled} />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={ids.beneficiary} className="text-xs text-muted-foreground">
            {t('preflight.dsaBeneficiary')}
          </label>
          <Input id={ids.beneficiary} autoComplete="organization" maxLength={200} value={value.dsaBeneficiary ?? ''} onChange={(event) => onChange({ ...value, dsaBeneficiary: event.target.value })} aria-describedby={ids.hint} disabled={disabled} />
        </div>
      </div>
      <p id={ids.hint} className="text-xs text-muted-foreground">
        {t('preflight.dsaHint')}
      </p>
    </fieldset>
  );
}
