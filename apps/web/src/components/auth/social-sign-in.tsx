import { useTranslation } from 'react-i18next';
import { GoogleIcon, TikTokIcon } from './brand-icons';
import { ComingSoonButton } from './coming-soon-button';
import { FacebookConnectButton } from './facebook-connect-button';

/** 'or' and the platform buttons: Facebook works, Google and TikTok are announced. */
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
          <ComingSoonButton icon={<TikTokIcon />} label={t('social.tiktok')} />
        </>
      )}
    </div>
  );
}
