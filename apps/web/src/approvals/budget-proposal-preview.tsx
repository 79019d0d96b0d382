import { formatMinor } from '@adfleet/core/money';
import { useTranslation } from 'react-i18next';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { useRenderMessage } from '@/i18n/use-render-message';
import type { BudgetPreview } from './approval-types';

/** Every budget a proposed change would set: where it is, its value when proposed and the new one. */
export function BudgetProposalPreview({ preview }: { preview: BudgetPreview }) {
  const { t } = useTranslation('approvals');
  const moneyLocale = useMoneyLocale();
  const money = (minor: number, currency: string) => formatMinor(minor, currency, moneyLocale);
  const render = useRenderMessage();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('preview.budgetNote')}</p>
      <ul className="flex flex-col divide-y rounded-md border text-sm" data-testid="approval-budget-rows">
        {preview.rows.map((row) => (
          <li key={`${row.objectType}:${row.objectId}`} className="flex flex-col gap-1 p-3" data-testid="approval-budget-row" data-object-id={row.objectId}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-2">
              <span className="font-medium break-words">{row.name}</span>
              <span className="text-xs text-muted-foreground">{row.accountName}</span>
            </div>
            <div className="tabular-nums">
              <span className="text-muted-foreground">{t('preview.old')}</span> {money(row.oldMinor, row.currency)} → <span className="text-muted-foreground">{t('preview.new')}</span>{' '}
              <strong>{money(row.newMinor, row.currency)}</strong> <span className="text-muted-foreground">({t(`preview.${row.budgetType}`)})</span>
            </div>
            {row.problems.map((problem) => (
              <p key={problem.code} className="text-destructive">
                {render(problem)}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
