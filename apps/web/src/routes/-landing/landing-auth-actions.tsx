import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { useTranslation } from 'react-i18next';
import type { LandingSession } from './use-landing-session';
import { ghostButton, primaryButton, smallSize } from './landing-styles';

/** Sign in and sign up for a visitor; one way back in for someone already signed in. */
export function LandingAuthActions({ session }: { session: LandingSession }) {
  const { t } = useTranslation('landing');
  if (session === 'signedIn') {
    return (
      <a href="/dashboard" className={`${primaryButton} ${smallSize}`}>
        {t('header.openDashboard')}
        <ArrowRightIcon aria-hidden="true" />
      </a>
    );
  }
  return (
    <div className="flex items-center gap-1.5">
      <a href="/login" className={`${ghostButton} ${smallSize}`}>
        {t('header.signIn')}
      </a>
      <a href="/register" className={`${primaryButton} ${smallSize}`}>
        {t('header.register')}
      </a>
    </div>
  );
}
