import { useIsFetching, useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportingCurrencySelect } from '@/components/currency/reporting-currency-select';
import { LoadErrorState } from '@/components/load-error-state';
import { NotificationPreferences } from '@/components/notifications/notification-preferences';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTRPC } from '@/lib/trpc';
import { ActiveSessions } from './-components/active-sessions';
import { ConnectedPlatforms } from './-components/connected-platforms';
import { PasswordForm } from './-components/password-form';
import { PreferencesFields } from './-components/preferences-fields';
import { ProfileForm } from './-components/profile-form';
import { SettingsSection } from './-components/settings-section';
import { SETTINGS_SECTIONS } from './-components/settings-sections';
import { YourDataSection } from './-components/your-data-section';

export const Route = createFileRoute('/_authed/settings/')({
  component: SettingsPage,
});

/**
 * A link to a section (/settings#notifications) lands on it once the page's reads have come in: the router scrolls
 * at the first paint, and the sections above grow as their content arrives, which on a slow device pushes the linked
 * one out of view. Once, so a reader who scrolls on is left alone.
 */
function useLandOnLinkedSection() {
  const fetching = useIsFetching();
  const read = useRef<'waiting' | 'reading' | 'landed'>('waiting');
  useEffect(() => {
    // Reads that are all cached never start: nothing grows, and the router's own scroll stands.
    if (fetching > 0) {
      if (read.current === 'waiting') read.current = 'reading';
      return;
    }
    if (read.current !== 'reading') return;
    read.current = 'landed';
    const section = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    section?.scrollIntoView();
  }, [fetching]);
}

function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  useLandOnLinkedSection();
  const trpc = useTRPC();
  const settings = useQuery(trpc.settings.get.queryOptions());

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      <nav aria-label={t('sectionsLabel')}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${section}`} className="text-primary underline-offset-4 hover:underline">
                {t(`${section}.title`)}
              </a>
            </li>
          ))}
          <li>
            <Link to="/settings/team" className="font-medium text-primary underline-offset-4 hover:underline" data-testid="settings-team-link">
              {t('teamLink')}
            </Link>
          </li>
        </ul>
      </nav>
      <SettingsSection id="profile" title={t('profile.title')} description={t('profile.description')}>
        {settings.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : settings.isError ? (
          <LoadErrorState title={t('loadError')} onRetry={() => void settings.refetch()} />
        ) : (
          <ProfileForm key={settings.dataUpdatedAt} settings={settings.data} />
        )}
      </SettingsSection>
      <SettingsSection id="password" title={t('password.title')} description={t('password.description')}>
        {settings.data?.hasPassword === false ? (
          <Alert>
            <AlertDescription>{t('password.noPassword')}</AlertDescription>
          </Alert>
        ) : (
          <PasswordForm />
        )}
      </SettingsSection>
      <SettingsSection id="preferences" title={t('preferences.title')} description={t('preferences.description')}>
        <PreferencesFields />
      </SettingsSection>
      <SettingsSection id="currency" title={t('currency.title')} description={t('currency.description')}>
        <ReportingCurrencySelect className="w-full sm:w-64" />
      </SettingsSection>
      <SettingsSection id="platforms" title={t('platforms.title')} description={t('platforms.description')}>
        <ConnectedPlatforms />
      </SettingsSection>
      <SettingsSection id="sessions" title={t('sessions.title')} description={t('sessions.description')}>
        <ActiveSessions />
      </SettingsSection>
      <SettingsSection id="notifications" title={t('notifications.title')} description={t('notifications.description')}>
        <NotificationPreferences />
      </SettingsSection>
      <YourDataSection />
    </div>
  );
}
