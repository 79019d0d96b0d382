import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/hooks/use-toast';
import { takeConnectAttempt } from '@/lib/platform-connect';
import { useTRPC } from '@/lib/trpc';

/** Back from the Facebook dialog (the callback lands on /dashboard): confirms the connection once. */
export function useConnectedToast() {
  const { t } = useTranslation('dashboard');
  const trpc = useTRPC();
  const status = useQuery(trpc.connections.status.queryOptions());
  // A ref survives StrictMode's second effect run, so the one-time mark is read once.
  const attempt = useRef<boolean | null>(null);

  useEffect(() => {
    attempt.current ??= takeConnectAttempt();
    if (!attempt.current || !status.data) return;
    attempt.current = false;
    if (status.data.facebook.connected) toast({ title: t('connectedToast.title'), description: t('connectedToast.description'), variant: 'success' });
  }, [status.data, t]);
}
