import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/hooks/use-toast';
import { useTRPC } from '@/lib/trpc';
import { settleFollowedSync, useFollowedSync } from './followed-sync-store';
import { syncOutcomeOf } from './sync-outcome';
import { invalidateSyncedData, SYNC_POLL_MS } from './use-facebook-sync';

/**
 * Follows the runs of the manual sync this tab started and says "Accounts updated" only once every one has ended,
 * naming the accounts that failed. Mounted once, in the app layout, so leaving the page that started it loses nothing.
 */
export function useFollowedSyncNotice() {
  const { t } = useTranslation('accounts');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const runIds = useFollowedSync()?.runIds ?? [];
  const progress = useQuery({
    ...trpc.sync.runs.queryOptions({ runIds }),
    enabled: runIds.length > 0,
    refetchInterval: (query) => (query.state.data?.finished ? false : SYNC_POLL_MS),
  });
  const finished = runIds.length > 0 && progress.data?.finished === true ? progress.data.runs : null;

  useEffect(() => {
    if (!finished) return;
    const { synced, failures } = syncOutcomeOf(finished);
    settleFollowedSync(failures);
    const description = t('sync.successDescription', { count: synced });
    if (failures.length === 0) toast({ title: t('sync.successTitle'), description, variant: 'success' });
    else {
      const names = failures.map(({ name }) => name).join(', ');
      toast({ title: t('sync.successTitle'), description: `${description} ${t('sync.failedDescription', { count: failures.length, names })}`, variant: 'destructive' });
    }
    void invalidateSyncedData(trpc, queryClient);
  }, [finished, t, trpc, queryClient]);
}
