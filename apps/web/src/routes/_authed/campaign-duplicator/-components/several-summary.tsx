import { useTranslation } from 'react-i18next';

/** "3 campaigns → 4 accounts": how a batch of several campaigns is named in its results and in the history. */
export function SeveralSummary({ campaigns, accounts, className }: { campaigns: number; accounts: number; className?: string }) {
  const { t } = useTranslation('duplicateDialog');
  return (
    <span className={className} data-testid="several-summary">
      {t('several.campaignCount', { count: campaigns })} → {t('several.accountCount', { count: accounts })}
    </span>
  );
}
