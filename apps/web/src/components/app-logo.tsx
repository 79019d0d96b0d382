import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { AppLogoMark } from './app-logo-mark';

/** `narrow`: on the narrowest screens the mark stands alone, leaving the header's row to its controls (the name is still read out). */
export function AppLogo({ className, narrow = false }: { className?: string; narrow?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <AppLogoMark />
      {narrow ? <span className="max-[25rem]:sr-only">{t('appName')}</span> : t('appName')}
    </span>
  );
}
