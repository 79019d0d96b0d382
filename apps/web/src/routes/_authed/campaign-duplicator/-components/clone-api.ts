import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '@/lib/trpc';
import type { ClonePreflightInput } from './clone-types';

/** While a batch runs its status is polled this often. */
const CLONE_POLL_MS = 1000;
const CLONE_HISTORY_LIMIT = 10;

export function useCloneStart() {
  const trpc = useTRPC();
  return useMutation(trpc.clone.start.mutationOptions());
}

/** Sends a failed target again, from where it stopped. */
export function useCloneRetry() {
  const trpc = useTRPC();
  return useMutation(trpc.clone.retry.mutationOptions());
}

/** Sends every failed target of a batch again at once, each from where it stopped. */
export function useCloneRetryFailed() {
  const trpc = useTRPC();
  return useMutation(trpc.clone.retryFailed.mutationOptions());
}

/** A batch's per-account progress; polled every second while the batch runs. */
export function useCloneStatus(batchId: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.clone.status.queryOptions({ batchId: batchId ?? '' }),
    enabled: batchId !== null,
    refetchInterval: (query) => (query.state.status === 'error' || query.state.data?.status === 'completed' || query.state.data?.status === 'cancelled' ? false : CLONE_POLL_MS),
  });
}

/**
 * The dry run of the clone as the form stands; the previous answer stays shown while a changed form is checked, and
 * nothing is asked before an account is selected.
 */
export function useClonePreflight(input: ClonePreflightInput | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.clone.preflight.queryOptions(input ?? { campaignId: '', targetAccounts: [] }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The source's budget read from Meta, for a campaign whose budgets the list cannot show (null: not asked). */
export function useCloneSourceBudget(campaignId: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.clone.sourceBudget.queryOptions({ campaignId: campaignId ?? '' }), enabled: campaignId !== null, retry: false, staleTime: 60_000 });
}

/** How often the history is read again while one of its batches runs. */
export const CLONE_HISTORY_POLL_MS = 2000;

/**
 * The latest batches, read again while one of them runs: a batch that ends on its own (a retry the worker finishes
 * after the dialog closed) reaches its outcome, and its row's retry offer, without a reload.
 */
export function useCloneHistory() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.clone.history.queryOptions({ limit: CLONE_HISTORY_LIMIT }),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'running') ? CLONE_HISTORY_POLL_MS : false),
  });
}

/**
 * Reads again everything a clone changes that the screen shows: the history, the batches' status and the campaigns
 * (a succeeded target's campaign is listed as soon as it is created).
 */
export function useRefreshAfterClone() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => Promise.all([queryClient.invalidateQueries(trpc.clone.pathFilter()), queryClient.invalidateQueries(trpc.campaigns.pathFilter())]).then(() => undefined),
    [queryClient, trpc],
  );
}
