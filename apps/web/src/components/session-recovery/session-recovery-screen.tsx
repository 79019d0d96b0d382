import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, LayoutDashboardIcon, LogInIcon, RotateCwIcon, ShieldCheckIcon, Trash2Icon, ZapIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthStatus, useAuth } from '@/auth/auth-context';
import type { AuthUser } from '@/auth/auth-session';
import { AuthPage } from '@/components/auth/auth-page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { displayNameOf } from '@/lib/initials';
import { useTRPCClient } from '@/lib/trpc';
import { type RecoveryOutcome, type RecoveryRequest, recoveryOutcome } from './recovery-outcome';
import { usePageTitle } from '@/hooks/use-page-title';

/** How long each success stays on screen before the dashboard. */
const ACTIVE_SESSION_REDIRECT_MS = 1500;
const RECOVERED_REDIRECT_MS = 2000;

type Phase =
  | { kind: 'checking' }
  | { kind: 'active'; user: AuthUser }
  | { kind: 'requesting' }
  | { kind: 'recovered' }
  | { kind: 'noSession' }
  | { kind: 'failed'; message: string }
  | { kind: 'cleared' };

/**
 * /recovery and /auth/recovery. A stored token that the server confirms is an active session; without one (or when the
 * stored one is refused) the session cookie is traded for a new token, the spec's emergency session.
 */
export function SessionRecoveryScreen() {
  const { t } = useTranslation('auth');
  usePageTitle(t('recovery.title'));
  const { status, user, token, adoptToken, resetSession } = useAuth();
  const client = useTRPCClient();
  const navigate = useNavigate();
  const [startedWithToken] = useState(() => token !== null);
  const [cleared, setCleared] = useState(false);
  const requested = useRef(false);

  // A failed request is an outcome to show, not an error to throw, so it resolves either way.
  const recovery = useMutation({
    mutationFn: (): Promise<RecoveryRequest> => client.auth.sessionToken.query().then((data) => ({ data }), (error: unknown) => ({ error })),
    onSuccess: (request) => {
      const outcome = recoveryOutcome(request, t);
      if ('token' in outcome) adoptToken(outcome.token);
    },
  });

  const outcome = recovery.data ? recoveryOutcome(recovery.data, t) : undefined;
  const phase = phaseOf({ cleared, startedWithToken, status, user, outcome, pending: recovery.isPending });

  // Ask for an emergency session once: at once without a stored token, or when the stored one was refused.
  useEffect(() => {
    if (requested.current || cleared) return;
    if (startedWithToken && status !== 'unauthenticated') return;
    requested.current = true;
    recovery.mutate();
  }, [startedWithToken, status, cleared, recovery]);

  useEffect(() => {
    if (phase.kind !== 'active' && phase.kind !== 'recovered') return;
    const delay = phase.kind === 'active' ? ACTIVE_SESSION_REDIRECT_MS : RECOVERED_REDIRECT_MS;
    const timer = setTimeout(() => void navigate({ to: '/dashboard' }), delay);
    return () => clearTimeout(timer);
  }, [phase.kind, navigate]);

  const clearData = () => {
    requested.current = true;
    resetSession();
    setCleared(true);
  };

  const startEmergency = () => {
    setCleared(false);
    recovery.mutate();
  };

  return (
    <AuthPage title={t('recovery.title')} description={t('recovery.description')}>
      <div className="flex flex-col gap-4" aria-live="polite">
        {(phase.kind === 'checking' || phase.kind === 'requesting') && (
          <div role="status" className="flex items-center justify-center gap-3 py-6 text-sm text-muted-foreground">
            <Spinner className="size-5 text-primary" />
            {t(phase.kind === 'checking' ? 'recovery.checking' : 'recovery.requesting')}
          </div>
        )}

        {phase.kind === 'active' && (
          <>
            <Alert variant="success">
              <ShieldCheckIcon aria-hidden="true" />
              <AlertTitle>{t('recovery.activeTitle')}</AlertTitle>
              <AlertDescription>{t('recovery.activeDescription')}</AlertDescription>
            </Alert>
            <SessionDetails user={phase.user} />
            <div className="flex flex-wrap gap-2">
              <GoToDashboardButton />
              <ClearDataButton onClick={clearData} />
            </div>
          </>
        )}

        {phase.kind === 'recovered' && (
          <>
            <Alert variant="success">
              <CircleCheckIcon aria-hidden="true" />
              <AlertTitle>{t('recovery.successTitle')}</AlertTitle>
              <AlertDescription>{t('recovery.successDescription')}</AlertDescription>
            </Alert>
            <div className="flex flex-wrap gap-2">
              <GoToDashboardButton />
            </div>
          </>
        )}

        {phase.kind === 'noSession' && (
          <>
            <Alert variant="info">
              <InfoIcon aria-hidden="true" />
              <AlertTitle>{t('recovery.noSessionTitle')}</AlertTitle>
              <AlertDescription>{t('recovery.noSessionDescription')}</AlertDescription>
            </Alert>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to="/login">
                  <LogInIcon aria-hidden="true" />
                  {t('recovery.actions.signIn')}
                </Link>
              </Button>
            </div>
          </>
        )}

        {phase.kind === 'failed' && (
          <>
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden="true" />
              <AlertTitle>{t('recovery.errorTitle')}</AlertTitle>
              <AlertDescription>{phase.message}</AlertDescription>
            </Alert>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => window.location.reload()}>
                <RotateCwIcon aria-hidden="true" />
                {t('recovery.actions.retry')}
              </Button>
              <GoToLoginButton />
              <ClearDataButton onClick={clearData} />
            </div>
          </>
        )}

        {phase.kind === 'cleared' && (
          <>
            <Alert variant="info">
              <InfoIcon aria-hidden="true" />
              <AlertTitle>{t('recovery.clearedTitle')}</AlertTitle>
              <AlertDescription>{t('recovery.clearedDescription')}</AlertDescription>
            </Alert>
            <div className="flex flex-wrap gap-2">
              <Button onClick={startEmergency}>
                <ZapIcon aria-hidden="true" />
                {t('recovery.actions.startEmergency')}
              </Button>
              <GoToLoginButton />
            </div>
          </>
        )}
      </div>
    </AuthPage>
  );
}

interface PhaseInput {
  cleared: boolean;
  startedWithToken: boolean;
  status: AuthStatus;
  user: AuthUser | null;
  outcome: RecoveryOutcome | undefined;
  pending: boolean;
}

function phaseOf({ cleared, startedWithToken, status, user, outcome, pending }: PhaseInput): Phase {
  if (cleared) return { kind: 'cleared' };
  if (pending) return { kind: 'requesting' };
  if (outcome) {
    if ('token' in outcome) return { kind: 'recovered' };
    return 'noSession' in outcome ? { kind: 'noSession' } : { kind: 'failed', message: outcome.error };
  }
  if (startedWithToken && status === 'authenticated' && user) return { kind: 'active', user };
  return { kind: 'checking' };
}

function SessionDetails({ user }: { user: AuthUser }) {
  const { t } = useTranslation('auth');
  const rows = [
    { label: t('recovery.name'), value: displayNameOf(user) },
    { label: t('recovery.id'), value: user.id },
    { label: t('recovery.email'), value: user.email },
  ];
  return (
    <dl className="grid gap-2 rounded-lg bg-muted/60 p-3 text-sm">
      {rows.map(({ label, value }) => (
        <div key={label} className="grid grid-cols-[6rem_1fr] items-baseline gap-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 font-medium break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function GoToDashboardButton() {
  const { t } = useTranslation('auth');
  return (
    <Button asChild>
      <Link to="/dashboard">
        <LayoutDashboardIcon aria-hidden="true" />
        {t('recovery.actions.goToDashboard')}
      </Link>
    </Button>
  );
}

function GoToLoginButton() {
  const { t } = useTranslation('auth');
  return (
    <Button variant="outline" asChild>
      <Link to="/login">
        <LogInIcon aria-hidden="true" />
        {t('recovery.actions.goToLogin')}
      </Link>
    </Button>
  );
}

function ClearDataButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Button variant="ghost" onClick={onClick} className="text-muted-foreground">
      <Trash2Icon aria-hidden="true" />
      {t('recovery.actions.clearData')}
    </Button>
  );
}
