import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/**
 * The workspace's reporting currency: an admin's choice, else USD, never the viewer's browser. Setting it refetches
 * every figure that converts to it.
 */
export function useReportingCurrency() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const preference = useQuery(trpc.currency.preference.queryOptions(undefined, { staleTime: 5 * 60_000 }));
  const setPreference = useMutation(
    trpc.currency.setPreference.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.currency.preference.queryKey(), saved);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.summary.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.activeCampaigns.pathKey() }),
        ]);
      },
    }),
  );
  return { preference, setPreference };
}

/** The currency a view converts to, once known (undefined while the preference loads; a failed read falls back to the server's choice). */
export function useReportingCurrencyCode(): { currency: string | undefined; ready: boolean } {
  const { preference } = useReportingCurrency();
  return { currency: preference.data?.currency, ready: !preference.isPending };
}
