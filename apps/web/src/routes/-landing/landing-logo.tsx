import { useTranslation } from 'react-i18next';
import { AppLogoMark } from '@/components/app-logo-mark';

export function LandingLogo() {
  const { t } = useTranslation('common');
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-foreground">
      <AppLogoMark />
      {t('appName')}
    </span>
  );
}
