import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/auth/auth-context';
import { useTRPC } from '@/lib/trpc';

export interface PreferenceChange {
  language?: 'en' | 'es';
  theme?: 'light' | 'dark';
}

/**
 * Stores a language or theme choice on the account when someone is signed in (ADR 0034), so it follows them to
 * another browser; signed out, the choice stays in this browser only. Returns the mutation's promise for callers
 * that show its outcome; the header's controls ignore it (the choice is already applied here).
 */
export function useSavePreferences() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { status } = useAuth();
  const save = useMutation(
    trpc.settings.updatePreferences.mutationOptions({
      onSuccess: (settings) => queryClient.setQueryData(trpc.settings.get.queryKey(), settings),
    }),
  );
  const { mutateAsync } = save;
  return useCallback(
    (change: PreferenceChange) => (status === 'authenticated' ? mutateAsync(change).then(() => undefined) : Promise.resolve()),
    [status, mutateAsync],
  );
}
