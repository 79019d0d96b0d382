import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FACEBOOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { FacebookIcon } from './brand-icons';

/** Starts the Facebook OAuth flow: the button turns into a disabled 'Connecting...' and the browser leaves the app. */
export function FacebookConnectButton({ label }: { label: string }) {
  const { t } = useTranslation('auth');
  const { connecting, connect } = usePlatformConnect();
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full border-[#1877F2]/40 hover:border-[#1877F2]/70"
      disabled={connecting}
      onClick={() => connect(FACEBOOK_CONNECT_URL)}
    >
      {connecting ? <Spinner /> : <FacebookIcon className="text-[#1877F2]" />}
      {connecting ? t('social.connecting') : label}
    </Button>
  );
}
