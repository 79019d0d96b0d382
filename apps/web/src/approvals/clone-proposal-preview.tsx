import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { formatMinor } from '@adfleet/core/money';
import { useTranslation } from 'react-i18next';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { useDateFormat } from '@/i18n/use-date-format';
import { useRenderMessage } from '@/i18n/use-render-message';
import type { ClonePreview } from './approval-types';

/** Every copy a proposed clone would create: account, name, budget, and what the checks found. */
export function CloneProposalPreview({ preview }: { preview: ClonePreview }) {
  const { t } = useTranslation('approvals');
  const moneyLocale = useMoneyLocale();
  const money = (minor: number, currency: string) => formatMinor(minor, currency, moneyLocale);
  const render = useRenderMessage();
  const format = useDateFormat();
  const several = preview.sources.length > 1;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('preview.cloneNote')}</p>
      {preview.startsAt && <p className="text-sm">{t('preview.startsAt', { date: format.dateTime(preview.startsAt) })}</p>}
      <ul className="flex flex-col divide-y rounded-md border text-sm" data-testid="approval-clone-targets">
        {preview.targets.map((target) => (
          <li key={`${target.sourceCampaignId}:${target.adAccountId}`} className="flex flex-col gap-1 p-3" data-testid="approval-clone-target" data-account-id={target.adAccountId}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-2">
              <span className="font-medium break-words" data-testid="approval-campaign-name">
                {target.campaignName}
              </span>
              <span className="text-xs text-muted-foreground">
                {t('preview.account')}: {target.accountName} ({target.adAccountId})
              </span>
            </div>
            <div className="flex flex-wrap gap-x-4 gap-y-1 tabular-nums">
              <span>
                <span className="text-muted-foreground">{t('preview.budget')}:</span>{' '}
                {target.budgetMinor === null ? t('preview.budgetFromSource') : `${money(target.budgetMinor, target.currency)} ${t(`preview.${several ? (preview.sources.find((source) => source.campaignId === target.sourceCampaignId)?.budgetType ?? preview.budgetType) : preview.budgetType}`)}`}
              </span>
              {target.problem ? (
                <span className="flex items-center gap-1 text-destructive">
                  <TriangleAlertIcon aria-hidden="true" className="size-4" />
                  {render(target.problem)}
                </span>
              ) : (
                <span className="flex items-center gap-1 text-success">
                  <CircleCheckIcon aria-hidden="true" className="size-4" />
                  {t('preview.ok')}
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
