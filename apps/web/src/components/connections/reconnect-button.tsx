import { RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FACEBOOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';

/**
 * Runs Meta's OAuth flow again so a connection whose token was revoked or expired gets a fresh one; connecting is
 * the workspace's administration, so other roles see why they cannot.
 */
export function ReconnectButton({ variant = 'default', size, className }: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { t } = useTranslation('accounts');
  const { connecting, connect } = usePlatformConnect();
  const refused = useWorkspaceRole().refusal('administer');
  return (
    <RoleRefusal reason={refused}>
      <Button variant={variant} size={size} className={className} disabled={connecting || refused !== undefined} onClick={() => connect(FACEBOOK_CONNECT_URL)}>
        {connecting ? <Spinner /> : <RefreshCwIcon aria-hidden="true" />}
        {connecting ? t('facebook.connecting') : t('reconnect.button')}
      </Button>
    </RoleRefusal>
  );
}
