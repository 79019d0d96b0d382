import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** Cancels a scheduled batch before it starts. */
export function useCloneCancel() {
  const trpc = useTRPC();
  return useMutation(trpc.clone.cancel.mutationOptions());
}
