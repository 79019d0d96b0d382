import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { useTRPC } from '@/lib/trpc';
import { clientErrorMessageOf, retryAfterSecondsOf } from '@/lib/trpc-error';
import { TIKTOK_PLATFORM_ID } from '@/lib/platform-links';
import { platformSyncRunning } from './sync-progress-model';
import { invalidateSyncedData, useSyncStatus } from './use-facebook-sync';

/**
 * The TikTok card's sync (`sync.start`): queues a sync of every usable connection, TikTok's with Meta's, and says so
 * at once; the screens refill as the runs finish (`useRefreshWhileSyncing`). `syncing` stays true while a TikTok run is open.
 */
export function useStartSync() {
  const { t } = useTranslation('accounts');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useSyncStatus();
  const mutation = useMutation(
    trpc.sync.start.mutationOptions({
      onSuccess: () => {
        toast({ title: t('sync.startedTitle'), description: t('tiktok.syncStarted') });
        void queryClient.invalidateQueries(trpc.sync.status.pathFilter());
      },
      onError: (error) => {
        void invalidateSyncedData(trpc, queryClient);
        const retryAfter = retryAfterSecondsOf(error);
        if (retryAfter !== null) {
          toast({ title: t('sync.rateLimitedTitle'), description: t('sync.rateLimitedDescription', { count: retryAfter }), variant: 'destructive' });
          return;
        }
        toast({ title: t('sync.errorTitle'), description: render(clientErrorMessageOf(error)) ?? t('sync.errorDescription'), variant: 'destructive' });
      },
    }),
  );
  return { sync: () => mutation.mutate(), syncing: mutation.isPending || platformSyncRunning(status.data, TIKTOK_PLATFORM_ID) };
}
