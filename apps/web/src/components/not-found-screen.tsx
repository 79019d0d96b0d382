import { Link } from '@tanstack/react-router';
import { HouseIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { FullPageStatus } from '@/components/full-page-status';
import { SimpleLayout } from '@/components/layout/simple-layout';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';

// The signed-in shell comes with the signed-in pages' code: the root route holds this screen, and a static import would
// make every public page (sign-in, register, legal texts) download the header and sidebar as well. See ADR 0044.
const AppLayout = lazy(() => import('@/components/layout/app-layout').then((module) => ({ default: module.AppLayout })));

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
      <Suspense fallback={<FullPageStatus message={t('verifyingSession')} />}>
        <AppLayout>
          <NotFoundContent home="/dashboard" />
        </AppLayout>
      </Suspense>
    );
  }
  return (
    <SimpleLayout>
      <NotFoundContent home="/" />
    </SimpleLayout>
  );
}
