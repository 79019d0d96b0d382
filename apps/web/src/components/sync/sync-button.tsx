import { RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useFacebookSync } from './use-facebook-sync';

/** Syncs the Facebook ad accounts; disabled, with a spinning icon, while a sync is in progress. */
export function SyncButton({ label, variant = 'outline', size, className }: { label?: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { t } = useTranslation('accounts');
  const { sync, syncing } = useFacebookSync();
  return (
    <Button variant={variant} size={size} className={className} disabled={syncing} aria-busy={syncing} onClick={sync}>
      <RefreshCwIcon aria-hidden="true" className={cn(syncing && 'animate-spin')} />
      {syncing ? t('sync.syncing') : (label ?? t('sync.button'))}
    </Button>
  );
}
