import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import type { Campaign } from './clone-types';
import { formatBudget } from './duplicator-model';

/**
 * The campaigns a several-campaign clone copies, each with the budget its clones take (its own, in each account's
 * currency units), since one number cannot fit campaigns of different sizes.
 */
export function ChosenCampaigns({ campaigns }: { campaigns: readonly Campaign[] }) {
  const { t } = useTranslation('duplicateDialog');
  const locale = useMoneyLocale();
  const titleId = useId();
  const helpId = useId();
  return (
    <section aria-labelledby={titleId} aria-describedby={helpId} className="flex flex-col gap-2" data-testid="chosen-campaigns">
      <h3 id={titleId} className="text-sm font-medium">
        {t('several.campaignsTitle', { count: campaigns.length })}
      </h3>
      <ul className="flex max-h-48 flex-col divide-y overflow-y-auto rounded-md border">
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <span className="flex min-w-0 flex-col">
              <TruncatedText className="font-medium">{campaign.name}</TruncatedText>
              <TruncatedText className="text-xs text-muted-foreground">{campaign.adAccountName}</TruncatedText>
            </span>
            <span className="shrink-0 text-right text-xs tabular-nums">
              <span className="block">{formatBudget(campaign, locale) ?? t('several.adSetBudgets')}</span>
              {/* Budgets on the ad sets are not listed, so neither is their type. */}
              {(campaign.dailyBudget !== null || campaign.lifetimeBudget !== null) && <span className="block text-muted-foreground">{t(campaign.dailyBudget !== null ? 'form.daily' : 'form.lifetime')}</span>}
            </span>
          </li>
        ))}
      </ul>
      <p id={helpId} className="text-xs text-muted-foreground">
        {t('several.budgetHelp')}
      </p>
    </section>
  );
}
