import { useTranslation } from 'react-i18next';
import { GoogleIcon } from './brand-icons';
import { ComingSoonButton } from './coming-soon-button';
import { FacebookConnectButton } from './facebook-connect-button';

/**
 * 'or' and the sign-in buttons: Facebook works, Google is announced. TikTok is an ad platform to connect once signed
 * in (its advertisers, from Accounts), not a way to sign in, so it is not offered here as one "coming soon".
 */
export function SocialSignIn({ facebookLabel, withAnnounced = true }: { facebookLabel: string; withAnnounced?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {t('or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <FacebookConnectButton label={facebookLabel} />
      {withAnnounced && (
        <>
          <ComingSoonButton icon={<GoogleIcon />} label={t('social.google')} />
        </>
      )}
    </div>
  );
}
