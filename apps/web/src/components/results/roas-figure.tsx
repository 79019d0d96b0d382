import { useTranslation } from 'react-i18next';
import { formatRatio } from '@/lib/number-format';
import { HintedBlank } from './hinted-blank';

/**
 * ROAS; "Not available" where the platform reports no purchase value (`conversionValue` null), never a ROAS of 0
 * against nothing; "—" where there was no spend to divide by.
 */
export function RoasFigure({ roas, conversionValue, locale }: { roas: number | null; conversionValue: number | null; locale: string }) {
  const { t } = useTranslation('results');
  if (conversionValue === null) return <HintedBlank text={t('notAvailable')} hint={t('noPurchaseValue')} />;
  if (roas === null) return <span className="text-muted-foreground">—</span>;
  return <>{formatRatio(roas, locale)}</>;
}
