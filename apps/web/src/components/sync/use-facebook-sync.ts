import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readToken } from '@/auth/auth-token';
import { toast } from '@/hooks/use-toast';
import { type Trpc, useTRPC } from '@/lib/trpc';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf, httpStatusOf, retryAfterSecondsOf } from '@/lib/trpc-error';
import { FACEBOOK_PLATFORM_ID } from '@/lib/platform-links';
import { followSync } from './followed-sync-store';
import { platformSyncRunning, runsOfPlatform, syncProgressOf } from './sync-progress-model';

/** While a sync runs its status is polled this often. */
export const SYNC_POLL_MS = 1500;

/** Everything a sync can change: accounts, campaigns, the dashboard's figures, connection state and the activity log. */
export function invalidateSyncedData(trpc: Trpc, queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    [trpc.adAccounts, trpc.campaigns, trpc.dashboard, trpc.connections, trpc.activity].map((router) => queryClient.invalidateQueries(router.pathFilter())),
  );
}

/** The user's sync runs; polled while any of them is queued or running. */
export function useSyncStatus() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.sync.status.queryOptions(), refetchInterval: (query) => (query.state.data?.running ? SYNC_POLL_MS : false) });
}

/** Each ad account's latest sync run of one platform (null: of every platform), named from the account list. */
export function useSyncProgress(platformId: number | null = null) {
  const trpc = useTRPC();
  const status = useSyncStatus();
  const accounts = useQuery(trpc.adAccounts.list.queryOptions());
  return {
    running: platformSyncRunning(status.data, platformId),
    progress: syncProgressOf(runsOfPlatform(status.data?.runs ?? [], platformId), accounts.data ?? []),
    lastSyncedAt: status.data?.lastSyncedAt ?? null,
  };
}

/**
 * Refreshes the data each time an account finishes syncing and once the whole sync ends, so the screens fill in as
 * a background sync (the first one after connecting, a scheduled or a manual one) makes progress. Mounted once.
 */
export function useRefreshWhileSyncing() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data } = useSyncStatus();
  const finished = data ? `${data.running}:${data.runs.filter((run) => run.status === 'succeeded' || run.status === 'failed').length}` : null;
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (finished === null) return;
    if (previous.current !== null && previous.current !== finished) void invalidateSyncedData(trpc, queryClient);
    previous.current = finished;
  }, [finished, trpc, queryClient]);
}

/**
 * The manual sync of the Accounts and Dashboard screens (the spec's `GET /api/facebook/ad-accounts`): re-reads the
 * Facebook ad accounts now and queues each account's campaigns and insights; `syncing` stays true until those finish.
 * It says "Sync started" at once; `useFollowedSyncNotice` says "Accounts updated" when the queued runs have ended.
 */
export function useFacebookSync() {
  const { t } = useTranslation('accounts');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useSyncStatus();

  const mutation = useMutation(
    trpc.sync.facebookAdAccounts.mutationOptions({
      onSuccess: ({ accounts, runIds }) => {
        toast({ title: t('sync.startedTitle'), description: t('sync.startedDescription', { count: accounts.length }) });
        followSync(runIds);
        void queryClient.invalidateQueries(trpc.sync.status.pathFilter());
        void invalidateSyncedData(trpc, queryClient);
      },
      onError: (error) => {
        // A sync that hears Meta refuse the token marks the connection for reconnection: every screen must show it.
        void invalidateSyncedData(trpc, queryClient);
        if (httpStatusOf(error) === 401) {
          toast({ title: t('sync.authErrorTitle'), description: t('sync.authErrorDescription'), variant: 'destructive' });
          return;
        }
        const retryAfter = retryAfterSecondsOf(error);
        if (retryAfter !== null) {
          toast({ title: t('sync.rateLimitedTitle'), description: t('sync.rateLimitedDescription', { count: retryAfter }), variant: 'destructive' });
          return;
        }
        toast({ title: t('sync.errorTitle'), description: render(clientErrorMessageOf(error)) ?? t('sync.errorDescription'), variant: 'destructive' });
      },
    }),
  );

  const sync = () => {
    // The spec: without a stored token there is nothing to sync with; the user must sign in again.
    if (!readToken()) {
      toast({ title: t('sync.authErrorTitle'), description: t('sync.authErrorDescription'), variant: 'destructive' });
      return;
    }
    mutation.mutate();
  };

  // A TikTok sync running meanwhile is TikTok's card's to show.
  return { sync, syncing: mutation.isPending || platformSyncRunning(status.data, FACEBOOK_PLATFORM_ID) };
}
