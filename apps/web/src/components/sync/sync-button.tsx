import { RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { TIKTOK_PLATFORM_ID } from '@/lib/platform-links';
import { cn } from '@/lib/utils';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';
import { useFacebookSync } from './use-facebook-sync';
import { useStartSync } from './use-start-sync';

/**
 * Syncs the Facebook ad accounts, or on TikTok's screens (`platformId`) TikTok's; disabled, with a spinning icon, while
 * that platform's sync is in progress, and disabled with the reason for a role that may not operate.
 */
export function SyncButton({ label, variant = 'outline', size, className, platformId = null }: { label?: string; platformId?: number | null } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { t } = useTranslation('accounts');
  const facebook = useFacebookSync();
  const tiktok = useStartSync();
  const { sync, syncing } = platformId === TIKTOK_PLATFORM_ID ? tiktok : facebook;
  const refused = useWorkspaceRole().refusal('operate');
  return (
    <RoleRefusal reason={refused}>
      <Button variant={variant} size={size} className={className} disabled={syncing || refused !== undefined} aria-busy={syncing} onClick={sync}>
        <RefreshCwIcon aria-hidden="true" className={cn(syncing && 'animate-spin')} />
        {syncing ? t('sync.syncing') : (label ?? t('sync.button'))}
      </Button>
    </RoleRefusal>
  );
}
