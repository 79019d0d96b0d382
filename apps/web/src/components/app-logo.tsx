import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export function AppLogo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M9 22 16 8l7 14h-4.2L16 16l-2.8 6z" className="fill-primary-foreground" />
      </svg>
      {t('appName')}
    </span>
  );
}
