import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { displayNameOf } from '@/lib/initials';
import { RecentActivityCard } from './-components/recent-activity-card';

export const Route = createFileRoute('/_authed/dashboard/')({
  component: DashboardPage,
});

function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        {user && <p className="text-lg font-medium">{t('welcome', { name: displayNameOf(user) })}</p>}
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentActivityCard />
      </div>
    </div>
  );
}
