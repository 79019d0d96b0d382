import { useWorkspaceRole } from './use-workspace-role';

/**
 * Whether the tab's workspace is shown to a client (issue 17): they read the accounts shared with them and act on
 * nothing, so what only connects, syncs or duplicates is left out rather than shown disabled. False while the role is
 * unknown: nothing flickers away for everyone else.
 */
export function useClientView(): boolean {
  return useWorkspaceRole().role === 'client';
}

/** The sidebar's pages a client has no use for: the Duplicator only acts (its history is of other people's work). */
export const CLIENT_HIDDEN_PAGES: ReadonlySet<string> = new Set(['duplicator']);
