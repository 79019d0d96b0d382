import { useQuery } from '@tanstack/react-query';
import { FlaskConicalIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/lib/trpc';

/**
 * On every page while AdFleet runs on the built-in Graph sandbox, so nobody mistakes demo data (or a demo deployment)
 * for their real Meta ad accounts.
 */
export function SandboxBanner() {
  const { t } = useTranslation('layout');
  const trpc = useTRPC();
  const { data } = useQuery(trpc.system.info.queryOptions());
  if (data?.mode !== 'sandbox') return null;
  return (
    <aside
      aria-label={t('sandbox.label')}
      className="flex items-start gap-2 border-b border-amber-500/30 bg-amber-500/10 px-4 py-2 text-sm text-amber-800 sm:items-center md:px-6 dark:text-amber-200"
    >
      <FlaskConicalIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
      <p>
        <strong className="font-semibold">{t('sandbox.label')}</strong> <span>{t('sandbox.text')}</span>
      </p>
    </aside>
  );
}
