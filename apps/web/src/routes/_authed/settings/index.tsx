import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/load-error-state';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { lazyPart } from '@/lib/lazy-part';
import { useTRPC } from '@/lib/trpc';
import { LaterSectionPlaceholder } from './-components/later-section-placeholder';
import { PasswordForm } from './-components/password-form';
import { ProfileForm } from './-components/profile-form';
import { SettingsSection } from './-components/settings-section';
import { LATER_SETTINGS_SECTIONS, SETTINGS_SECTIONS } from './-components/settings-sections';
import { YourDataSection } from './-components/your-data-section';

// Only the profile and password fill the first screen; the other sections' content (selects, platforms, sessions,
// notifications) is one chunk, fetched as the page first renders but not part of its initial JavaScript. Their cards
// and titles are drawn at once, so a `#section` link has its target from the start.
const { Component: LaterSectionContent } = lazyPart(() =>
  import('./-components/later-section-content').then((module) => module.LaterSectionContent),
);

export const Route = createFileRoute('/_authed/settings/')({
  component: SettingsPage,
});

function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
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
      {LATER_SETTINGS_SECTIONS.map((section) => (
        <SettingsSection key={section} id={section} title={t(`${section}.title`)} description={t(`${section}.description`)}>
          <Suspense fallback={<LaterSectionPlaceholder section={section} />}>
            <LaterSectionContent section={section} />
          </Suspense>
        </SettingsSection>
      ))}
      <YourDataSection />
    </div>
  );
}
