import { RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FACEBOOK_RECONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';

/** Runs Meta's OAuth flow again so a connection whose token was revoked or expired gets a fresh one. */
export function ReconnectButton({ variant = 'default', size, className }: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { t } = useTranslation('accounts');
  const { connecting, connect } = usePlatformConnect();
  return (
    <Button variant={variant} size={size} className={className} disabled={connecting} onClick={() => connect(FACEBOOK_RECONNECT_URL)}>
      {connecting ? <Spinner /> : <RefreshCwIcon aria-hidden="true" />}
      {connecting ? t('facebook.connecting') : t('reconnect.button')}
    </Button>
  );
}
