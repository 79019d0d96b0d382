import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '@/lib/trpc';

/** The bell's count is asked again this often, like the unread notifications. */
const POLL_MS = 30_000;

// Proposals come and go from other people's screens (a manager proposes, a client decides): read afresh on each visit.
export function useApprovals() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.approvals.list.queryOptions({}), refetchOnMount: 'always' });
}

export function useApproval(id: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.approvals.get.queryOptions({ id }), retry: false, refetchOnMount: 'always' });
}

/** How many proposals wait for the caller's decision (0 for a role that cannot decide). */
export function usePendingApprovals() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.approvals.pendingCount.queryOptions(), refetchInterval: POLL_MS, refetchOnWindowFocus: 'always' });
}

/** Reads again what a decision changes: the approvals, the bell, and the work it started. */
function useRefreshAfterDecision() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.approvals.pathFilter()),
        queryClient.invalidateQueries(trpc.notifications.pathFilter()),
        queryClient.invalidateQueries(trpc.clone.pathFilter()),
      ]).then(() => undefined),
    [queryClient, trpc],
  );
}

export function useApprove() {
  const trpc = useTRPC();
  const refresh = useRefreshAfterDecision();
  return useMutation(trpc.approvals.approve.mutationOptions({ onSettled: refresh }));
}

export function useReject() {
  const trpc = useTRPC();
  const refresh = useRefreshAfterDecision();
  return useMutation(trpc.approvals.reject.mutationOptions({ onSettled: refresh }));
}
