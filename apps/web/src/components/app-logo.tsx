import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { AppLogoMark } from './app-logo-mark';

export function AppLogo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <AppLogoMark />
      {t('appName')}
    </span>
  );
}
