import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTRPC } from '@/lib/trpc';
import { type FakeAnswers, trpcError } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { readTabWorkspace, writeTabWorkspace } from './tab-workspace';
import { WorkspaceGate } from './workspace-gate';

/** A page that asks the server something, as every signed-in page does. */
function Page() {
  const trpc = useTRPC();
  const info = useQuery(trpc.system.info.queryOptions());
  return <p>{info.data ? 'page ready' : 'page loading'}</p>;
}

/** Ana's server: her personal and agency workspaces, the agency remembered as current; calls record the tab's workspace. */
function server(member: readonly string[] = ['w-personal', 'w-agency']) {
  const calls: Array<{ path: string; workspace: string | null }> = [];
  /** Refuses a call made from a workspace the person is not a member of, as the server does. */
  const inMemberWorkspace = () => {
    const workspace = readTabWorkspace();
    if (workspace !== null && !member.includes(workspace)) throw trpcError(403, 'FORBIDDEN', { code: 'workspaceNotMember', params: {} });
  };
  const answers: FakeAnswers = {
    'workspaces.list': () => {
      inMemberWorkspace();
      return { workspaces: member.map((id) => ({ id, name: id, role: 'owner' as const })), currentId: 'w-agency' };
    },
    'system.info': () => {
      inMemberWorkspace();
      return { mode: 'sandbox', version: '1.0.0' };
    },
  };
  const onCall = (path: string) => {
    calls.push({ path, workspace: readTabWorkspace() });
  };
  return { calls, answers, onCall };
}

describe('the workspace gate', () => {
  it("starts a new tab in the person's remembered workspace, and the page asks nothing before it knows it", async () => {
    const { calls, answers, onCall } = server();
    renderWithProviders(
      <WorkspaceGate>
        <Page />
      </WorkspaceGate>,
      { answers, onCall },
    );
    expect(screen.getByRole('status').textContent).toBe('Opening your workspace…');
    expect(await screen.findByText('page ready')).toBeTruthy();
    expect(readTabWorkspace()).toBe('w-agency');
    expect(calls).toEqual([
      { path: 'workspaces.list', workspace: null },
      { path: 'system.info', workspace: 'w-agency' },
    ]);
  });

  it('keeps the workspace this tab already shows, whatever the remembered one is', async () => {
    writeTabWorkspace('w-personal');
    const { calls, answers, onCall } = server();
    renderWithProviders(
      <WorkspaceGate>
        <Page />
      </WorkspaceGate>,
      { answers, onCall },
    );
    expect(await screen.findByText('page ready')).toBeTruthy();
    expect(readTabWorkspace()).toBe('w-personal');
    expect(calls.every((call) => call.workspace === 'w-personal')).toBe(true);
  });

  it('drops a workspace the person has left for their remembered one, and mounts the page afresh there', async () => {
    writeTabWorkspace('w-gone');
    const { calls, answers, onCall } = server();
    renderWithProviders(
      <WorkspaceGate>
        <Page />
      </WorkspaceGate>,
      { answers, onCall },
    );
    await waitFor(() => expect(readTabWorkspace()).toBe('w-agency'));
    expect(await screen.findByText('page ready')).toBeTruthy();
    // The page may have asked once in the old workspace (and been refused) before the list's answer came: it asks again in the new one.
    expect(calls.filter((call) => call.path === 'system.info').at(-1)?.workspace).toBe('w-agency');
  });
});
