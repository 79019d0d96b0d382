import { Link } from '@tanstack/react-router';
import { HouseIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SimpleLayout } from '@/components/layout/simple-layout';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';

export function NotFoundScreen() {
  const { t } = useTranslation('errors');
  usePageTitle(t('notFoundScreen.title'));
  return (
    <SimpleLayout>
      <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="text-6xl font-bold tracking-tight text-primary">{t('notFoundScreen.code')}</p>
        <h1 className="text-2xl font-semibold tracking-tight">{t('notFoundScreen.title')}</h1>
        <p className="max-w-md text-sm text-muted-foreground">{t('notFoundScreen.description')}</p>
        <Button asChild className="mt-2">
          <Link to="/">
            <HouseIcon aria-hidden="true" />
            {t('notFoundScreen.backToHome')}
          </Link>
        </Button>
      </div>
    </SimpleLayout>
  );
}
