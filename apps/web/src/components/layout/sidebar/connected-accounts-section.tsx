import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Lists the user's ad accounts once accounts can be connected; empty until then. */
export function ConnectedAccountsSection() {
  const { t } = useTranslation('layout');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 px-3">
      <h2 id={headingId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('connectedAccounts.title')}
      </h2>
      <p className="rounded-md border border-dashed border-sidebar-border px-3 py-3 text-xs text-muted-foreground">{t('connectedAccounts.empty')}</p>
    </section>
  );
}
