import type { ErrorComponentProps } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { HouseIcon, RotateCwIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { clearToken } from '@/auth/auth-token';
import { Button } from '@/components/ui/button';
import { errorMessageKey } from '@/lib/trpc-error';

/** The router's default error component: any page that throws while loading or rendering lands here. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const { t } = useTranslation('errors');
  // A failed call gets a translated message (never a server fault's own words); a client bug shows its message.
  const ownMessage = error instanceof Error && !(error instanceof TRPCClientError) ? error.message : '';
  const message = ownMessage || t(errorMessageKey(error));

  // Full reloads on purpose: after an unexpected error no in-memory state (session, cache) is trusted.
  const backToHome = () => {
    clearToken();
    window.location.assign('/');
  };

  return (
    <div role="alert" className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 p-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlertIcon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{t('errorScreen.title')}</h1>
      <p className="max-w-md text-sm text-muted-foreground">{t('errorScreen.description')}</p>
      <p className="max-w-md rounded-md bg-muted px-3 py-2 font-mono text-xs break-words text-muted-foreground">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>
          <RotateCwIcon aria-hidden="true" />
          {t('errorScreen.retry')}
        </Button>
        <Button variant="outline" onClick={backToHome}>
          <HouseIcon aria-hidden="true" />
          {t('errorScreen.backToHome')}
        </Button>
      </div>
    </div>
  );
}
