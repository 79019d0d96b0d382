import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { writeTabWorkspace } from './tab-workspace';

/**
 * Moves this tab into a workspace the server has already made the person's current one: every cached answer is
 * dropped first, so no figure of the old workspace shows for a moment, and the tab lands on the dashboard.
 */
export function useEnterWorkspace() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (workspaceId: string) => {
      queryClient.clear();
      writeTabWorkspace(workspaceId);
      void navigate({ to: '/dashboard' });
    },
    [queryClient, navigate],
  );
}
