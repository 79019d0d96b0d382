import { Link } from '@tanstack/react-router';
import { HouseIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { FullPageStatus } from '@/components/full-page-status';
import { AppLayout } from '@/components/layout/app-layout';
import { SimpleLayout } from '@/components/layout/simple-layout';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';

function NotFoundContent({ home }: { home: '/' | '/dashboard' }) {
  const { t } = useTranslation('errors');
  usePageTitle(t('notFoundScreen.title'));
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-3 p-6 text-center" data-testid="not-found">
      <p className="text-6xl font-bold tracking-tight text-primary">{t('notFoundScreen.code')}</p>
      <h1 className="text-2xl font-semibold tracking-tight">{t('notFoundScreen.title')}</h1>
      <p className="max-w-md text-sm text-muted-foreground">{t('notFoundScreen.description')}</p>
      <Button asChild className="mt-2">
        <Link to={home}>
          <HouseIcon aria-hidden="true" />
          {home === '/dashboard' ? t('notFoundScreen.backToDashboard') : t('notFoundScreen.backToHome')}
        </Link>
      </Button>
    </div>
  );
}

/** An unknown path: inside the app shell (sidebar, header) for someone signed in, on the public layout for anyone else. */
export function NotFoundScreen() {
  const { t } = useTranslation('auth');
  const { status } = useAuth();
  if (status === 'loading') return <FullPageStatus message={t('verifyingSession')} />;
  if (status === 'authenticated') {
    return (
      <AppLayout>
        <NotFoundContent home="/dashboard" />
      </AppLayout>
    );
  }
  return (
    <SimpleLayout>
      <NotFoundContent home="/" />
    </SimpleLayout>
  );
}
