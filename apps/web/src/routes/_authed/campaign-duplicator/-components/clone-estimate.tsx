import { useTranslation } from 'react-i18next';

/** "Expected to finish in about N min", from the targets' recorded Meta API usage; nothing when there is no estimate. */
export function CloneEstimate({ minutes }: { minutes: number | undefined }) {
  const { t } = useTranslation('duplicateDialog');
  if (minutes === undefined) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="clone-estimate">
      {t('preflight.estimate', { count: minutes })}
    </p>
  );
}
