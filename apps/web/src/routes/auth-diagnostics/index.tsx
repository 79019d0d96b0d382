import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeftIcon, DatabaseIcon, KeyRoundIcon, PlugIcon, RefreshCwIcon, ServerCogIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '@/components/app-logo';
import { SimpleLayout } from '@/components/layout/simple-layout';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CheckCard } from './-components/check-card';
import { GraphApiVersion } from './-components/graph-api-version';
import { ModeNotice } from './-components/mode-notice';
import { RunErrorAlert } from './-components/run-error-alert';
import { TroubleshootingSection } from './-components/troubleshooting-section';
import { useDiagnostics } from './-components/use-diagnostics';
import { WorkerDetails } from './-components/worker-details';
import { usePageTitle } from '@/hooks/use-page-title';

export const Route = createFileRoute('/auth-diagnostics/')({
  component: AuthDiagnosticsPage,
});

function AuthDiagnosticsPage() {
  const { t } = useTranslation('diagnostics');
  usePageTitle(t('title'));
  const { checks, worker, isRunning, run, runFailed, dismissRunError } = useDiagnostics();

  return (
    <SimpleLayout>
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 md:px-6 md:py-12">
        <AppLogo />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-2">
            <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
            <p className="text-muted-foreground">{t('description')}</p>
            <ModeNotice />
          </div>
          <Button onClick={() => void run()} disabled={isRunning} className="shrink-0 self-start">
            {isRunning ? <Spinner /> : <RefreshCwIcon aria-hidden="true" />}
            {t('actions.refresh')}
          </Button>
        </div>

        {runFailed && <RunErrorAlert onDismiss={dismissRunError} />}

        <div className="grid gap-4 md:grid-cols-2">
          <CheckCard title={t('checks.database.title')} icon={DatabaseIcon} state={checks.database} />
          <CheckCard title={t('checks.auth.title')} icon={KeyRoundIcon} state={checks.auth} />
          <CheckCard title={t('checks.facebook.title')} icon={PlugIcon} state={checks.facebook}>
            <GraphApiVersion />
          </CheckCard>
          <CheckCard title={t('checks.worker.title')} icon={ServerCogIcon} state={checks.worker}>
            {worker && <WorkerDetails worker={worker} />}
          </CheckCard>
        </div>

        <TroubleshootingSection />

        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void run()} disabled={isRunning}>
            <RefreshCwIcon aria-hidden="true" className={isRunning ? 'animate-spin' : undefined} />
            {t('actions.runAgain')}
          </Button>
          <Button variant="ghost" asChild>
            <Link to="/login">
              <ArrowLeftIcon aria-hidden="true" />
              {t('actions.backToLogin')}
            </Link>
          </Button>
        </div>
      </div>
    </SimpleLayout>
  );
}
