import { useSyncExternalStore } from 'react';

/**
 * The workspace this browser tab acts in (ADR 0055). It lives in sessionStorage, which each tab has to itself, so
 * switching in one tab never moves another: every call a tab makes names the workspace it shows.
 */
export const TAB_WORKSPACE_KEY = 'workspace';

/** The request header naming the workspace a call acts in; without it the server uses the person's remembered one. */
const WORKSPACE_HEADER = 'X-Workspace-Id';

const listeners = new Set<() => void>();

export function readTabWorkspace(): string | null {
  return sessionStorage.getItem(TAB_WORKSPACE_KEY);
}

/** Sets (an id) or forgets (null) the tab's workspace; forgetting is what signing in or out does. */
function setTabWorkspace(workspaceId: string | null) {
  if (readTabWorkspace() === workspaceId) return;
  if (workspaceId === null) sessionStorage.removeItem(TAB_WORKSPACE_KEY);
  else sessionStorage.setItem(TAB_WORKSPACE_KEY, workspaceId);
  for (const listener of listeners) listener();
}

export const writeTabWorkspace = (workspaceId: string) => setTabWorkspace(workspaceId);

/** Forgets the tab's workspace, as signing in or out does: the next person starts in their own current one. */
export const clearTabWorkspace = () => setTabWorkspace(null);

export function subscribeTabWorkspace(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tab's workspace id, re-rendering when this tab switches. */
export function useTabWorkspace(): string | null {
  return useSyncExternalStore(subscribeTabWorkspace, readTabWorkspace);
}

/** The header naming the tab's workspace, or none before the tab knows it. */
export function workspaceHeaders(workspaceId = readTabWorkspace()): Record<string, string> {
  return workspaceId ? { [WORKSPACE_HEADER]: workspaceId } : {};
}

/**
 * `path` naming the tab's workspace as `?workspace=`, for an address opened without our headers (a download link):
 * the server reads it on GET requests when no header names one.
 */
export function withWorkspaceParam(path: string, workspaceId = readTabWorkspace()): string {
  if (!workspaceId) return path;
  const url = new URL(path, 'https://adfleet.invalid');
  url.searchParams.set('workspace', workspaceId);
  return `${url.pathname}${url.search}${url.hash}`;
}
