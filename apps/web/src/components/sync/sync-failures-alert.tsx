import { TriangleAlertIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRenderMessage } from '@/i18n/use-render-message';
import { dismissFollowedSync, useFollowedSync } from './followed-sync-store';

/** The accounts the last manual sync could not sync, each with the reason in the UI language; stays until dismissed. */
export function SyncFailuresAlert() {
  const { t } = useTranslation('accounts');
  const render = useRenderMessage();
  const failures = useFollowedSync()?.failures;
  if (!failures || failures.length === 0) return null;
  return (
    <Alert variant="destructive" data-testid="sync-failures">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle className="pr-8">{t('sync.failuresTitle', { count: failures.length })}</AlertTitle>
      <AlertDescription>
        <ul className="flex flex-col gap-1">
          {failures.map((failure) => (
            <li key={failure.name} className="break-words">
              <span className="font-medium">{failure.name}</span>
              {failure.error ? `: ${render(failure.error)}` : ''}
            </li>
          ))}
        </ul>
      </AlertDescription>
      <Button variant="ghost" size="icon" className="absolute top-1.5 right-1.5 size-7" aria-label={t('sync.dismissFailures')} onClick={dismissFollowedSync}>
        <XIcon aria-hidden="true" />
      </Button>
    </Alert>
  );
}
