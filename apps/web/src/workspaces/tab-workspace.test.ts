import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTabWorkspace, readTabWorkspace, subscribeTabWorkspace, TAB_WORKSPACE_KEY, withWorkspaceParam, workspaceHeaders, writeTabWorkspace } from './tab-workspace';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("the tab's workspace", () => {
  it('is kept in this tab’s own storage, never in the storage every tab shares', () => {
    expect(readTabWorkspace()).toBeNull();
    writeTabWorkspace('w-agency');
    expect(readTabWorkspace()).toBe('w-agency');
    expect(sessionStorage.getItem(TAB_WORKSPACE_KEY)).toBe('w-agency');
    expect(localStorage.length).toBe(0);
    clearTabWorkspace();
    expect(readTabWorkspace()).toBeNull();
  });

  it('tells its listeners when it changes, and only then', () => {
    const listener = vi.fn();
    const stop = subscribeTabWorkspace(listener);
    writeTabWorkspace('w-1');
    writeTabWorkspace('w-1');
    writeTabWorkspace('w-2');
    clearTabWorkspace();
    clearTabWorkspace();
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    writeTabWorkspace('w-3');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('names the workspace in a header, and sends none before the tab knows it', () => {
    expect(workspaceHeaders()).toEqual({});
    writeTabWorkspace('w-agency');
    expect(workspaceHeaders()).toEqual({ 'X-Workspace-Id': 'w-agency' });
  });

  it('names the workspace as ?workspace= on an address, keeping its own parameters and fragment', () => {
    expect(withWorkspaceParam('/api/me/export')).toBe('/api/me/export');
    writeTabWorkspace('w 1');
    expect(withWorkspaceParam('/api/me/export')).toBe('/api/me/export?workspace=w+1');
    expect(withWorkspaceParam('/api/reports/export.csv?from=2026-11-01&workspace=old#top')).toBe('/api/reports/export.csv?from=2026-11-01&workspace=w+1#top');
    expect(withWorkspaceParam('/api/auth/facebook?return=%2Freports%3Fa%3D1', 'w-2')).toBe('/api/auth/facebook?return=%2Freports%3Fa%3D1&workspace=w-2');
  });
});
