import { useTranslation } from 'react-i18next';
import { AppLogoMark } from '@/components/app-logo-mark';

/**
 * Below 380 px the name is left to screen readers, where the header's sign-in and sign-up buttons need the room; the
 * mark stays.
 */
export function LandingLogo({ alwaysNamed = false }: { alwaysNamed?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-foreground">
      <AppLogoMark />
      <span className={alwaysNamed ? undefined : 'sr-only min-[380px]:not-sr-only'}>{t('appName')}</span>
    </span>
  );
}
