import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderMessage } from '@/i18n/use-render-message';
import { useTRPC } from '@/lib/trpc';
import { checkStateOf, describeAuth, describeDatabase, describeFacebook, describeWorker } from './check-state';

/**
 * Each check is its own request (skipBatch), so a fast check shows its result without waiting for the worker
 * ping (up to 3 s). Results are never reused from cache: every visit and every run asks the server again.
 */
export const checkOptions = { trpc: { context: { skipBatch: true } }, staleTime: 0, refetchOnMount: 'always' } as const;

export function useDiagnostics() {
  const { t } = useTranslation('diagnostics');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [runFailed, setRunFailed] = useState(false);

  const database = useQuery(trpc.health.database.queryOptions(undefined, checkOptions));
  const auth = useQuery(trpc.health.auth.queryOptions(undefined, checkOptions));
  const facebook = useQuery(trpc.health.facebookCredentials.queryOptions(undefined, checkOptions));
  const worker = useQuery(trpc.health.worker.queryOptions(undefined, checkOptions));
  // Whether the sandbox stands in for Meta decides what missing Meta credentials mean.
  const system = useQuery(trpc.system.info.queryOptions());
  const facebookCheck = {
    data: facebook.data && system.data ? { ...facebook.data, mode: system.data.mode } : undefined,
    error: facebook.error ?? system.error,
    isFetching: facebook.isFetching || system.isPending,
  };
  const isRunning = useIsFetching({ queryKey: trpc.health.pathKey() }) > 0;

  // A failing check only marks its own card offline; the alert is for a run that could not be made at all.
  const run = async () => {
    setRunFailed(false);
    try {
      await queryClient.refetchQueries({ queryKey: trpc.health.pathKey() });
    } catch {
      setRunFailed(true);
    }
  };

  return {
    checks: {
      database: checkStateOf(database, describeDatabase, t, render),
      auth: checkStateOf(auth, describeAuth, t, render),
      facebook: checkStateOf(facebookCheck, describeFacebook, t, render),
      worker: checkStateOf(worker, describeWorker, t, render),
    },
    worker: worker.isFetching ? undefined : worker.data,
    isRunning,
    run,
    runFailed,
    dismissRunError: () => setRunFailed(false),
  };
}
