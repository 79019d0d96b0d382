import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useRenderMessage } from '@/i18n/use-render-message';
import { useTRPC } from '@/lib/trpc';
import { type Capability, roleCan, type WorkspaceRole } from './role-capabilities';
import { useTabWorkspace } from './tab-workspace';

export interface WorkspaceRoleAccess {
  /** The caller's role in the tab's workspace; undefined until the workspace list has answered. */
  role: WorkspaceRole | undefined;
  can: (capability: Capability) => boolean;
  /** Why the caller may not do it ("Your role in this workspace (Analyst) cannot do this."), or undefined when they may. */
  refusal: (capability: Capability) => string | undefined;
}

/**
 * The caller's role in the workspace this tab shows, from the list the workspace gate has already asked for. While
 * the role is unknown every control stays usable: the server decides, and an owner never sees a control flicker.
 */
export function useWorkspaceRole(): WorkspaceRoleAccess {
  const trpc = useTRPC();
  const render = useRenderMessage();
  const workspaceId = useTabWorkspace();
  const list = useQuery(trpc.workspaces.list.queryOptions());
  const role = list.data?.workspaces.find((workspace) => workspace.id === workspaceId)?.role;
  const can = useCallback((capability: Capability) => role === undefined || roleCan(role, capability), [role]);
  const refusal = useCallback(
    (capability: Capability) => (role === undefined || roleCan(role, capability) ? undefined : render({ code: 'workspaceRoleRefused', params: { role } })),
    [role, render],
  );
  return useMemo(() => ({ role, can, refusal }), [role, can, refusal]);
}
