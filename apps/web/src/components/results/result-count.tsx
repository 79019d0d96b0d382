import { isResultKind, MIXED_RESULTS } from '@adfleet/core/result-kinds';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/number-format';
import { HintedBlank } from './hinted-blank';

/** Results as Ads Manager shows them: the count, and what it counts beneath it. */
export interface ResultFigures {
  resultKind: string | null;
  results: number | null;
}

/** "Link clicks", "Purchases"…; a kind AdFleet has no name for reads "Other results". */
function useResultKindName(): (kind: string) => string {
  const { t } = useTranslation('results');
  return (kind) => (isResultKind(kind) ? t(`kinds.${kind}`) : t('kinds.other'));
}

/**
 * A row's or a total's results: the count with its kind; "—" with the reason where the results are of several kinds
 * (never added up), reach over more than one day or campaign (people, not added up) or not reported.
 */
export function ResultCount({ figures, locale }: { figures: ResultFigures; locale: string }) {
  const { t } = useTranslation('results');
  const kindName = useResultKindName();
  const { resultKind: kind, results } = figures;
  if (kind === null) return <span className="text-muted-foreground">—</span>;
  if (kind === MIXED_RESULTS) return <HintedBlank text="—" hint={t('mixed')} />;
  if (results === null) return <HintedBlank text="—" hint={kind === 'reach' ? t('notAdditive') : t('notReported')} />;
  return (
    <span className="inline-flex flex-col items-end">
      <span>{formatCount(results, locale)}</span>
      <span className="text-xs font-normal text-muted-foreground" data-result-kind={kind}>
        {kindName(kind)}
      </span>
    </span>
  );
}
