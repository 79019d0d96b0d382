import { useQuery } from '@tanstack/react-query';
import { BadgeCheckIcon, FlaskConicalIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/lib/trpc';
import { cn } from '@/lib/utils';

/** Whether AdFleet talks to the built-in Graph sandbox or to a real Meta app. */
export function ModeNotice() {
  const { t } = useTranslation('diagnostics');
  const trpc = useTRPC();
  const { data } = useQuery(trpc.system.info.queryOptions());
  if (!data) return null;

  const sandbox = data.mode === 'sandbox';
  const Icon = sandbox ? FlaskConicalIcon : BadgeCheckIcon;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span
        className={cn(
          'inline-flex items-center gap-2 rounded-full border px-3 py-1 font-medium',
          sandbox ? 'border-amber-500/30 bg-amber-500/10 text-amber-800 dark:text-amber-300' : 'border-success/30 bg-success/10 text-success',
        )}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {t(sandbox ? 'mode.sandbox' : 'mode.meta')}
      </span>
      <span className="text-muted-foreground">{t('mode.version', { version: data.version })}</span>
    </p>
  );
}
