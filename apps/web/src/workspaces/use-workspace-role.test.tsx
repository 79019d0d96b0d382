import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutputOf } from '@/test/fake-trpc';
import { renderWithProviders } from '@/test/render-with-providers';
import { workspaceListAs } from '@/test/workspace-answers';
import { writeTabWorkspace } from './tab-workspace';
import { useWorkspaceRole } from './use-workspace-role';

/** Says what the hook says, for each capability. */
function Probe() {
  const { role, can, refusal } = useWorkspaceRole();
  return (
    <dl>
      <dt>role</dt>
      <dd data-testid="role">{role ?? 'unknown'}</dd>
      {(['read', 'operate', 'administer'] as const).map((capability) => (
        <div key={capability}>
          <dt>{capability}</dt>
          <dd data-testid={capability}>{can(capability) ? 'yes' : (refusal(capability) ?? 'no reason')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Ana: owner of her personal workspace, analyst in the agency's. */
const list: OutputOf<'workspaces.list'> = {
  workspaces: [
    { id: 'w-personal', name: 'Ana', role: 'owner' },
    { id: 'w-agency', name: 'Agency North', role: 'analyst' },
  ],
  currentId: 'w-personal',
};

afterEach(() => sessionStorage.clear());

describe("the caller's role in the tab's workspace", () => {
  it('is the role of the workspace this tab shows, with the reason a refused capability gives', async () => {
    writeTabWorkspace('w-agency');
    renderWithProviders(<Probe />, { answers: { 'workspaces.list': () => list } });
    expect(await screen.findByText('analyst')).toBeTruthy();
    expect(screen.getByTestId('read').textContent).toBe('yes');
    expect(screen.getByTestId('operate').textContent).toBe('Your role in this workspace (Analyst) cannot do this.');
    expect(screen.getByTestId('administer').textContent).toBe('Your role in this workspace (Analyst) cannot do this.');
  });

  it('names the role in the reader’s language', async () => {
    writeTabWorkspace('w-agency');
    renderWithProviders(<Probe />, { answers: { 'workspaces.list': () => workspaceListAs('manager') }, language: 'es' });
    expect(await screen.findByText('manager')).toBeTruthy();
    expect(screen.getByTestId('operate').textContent).toBe('yes');
    expect(screen.getByTestId('administer').textContent).toBe('Tu rol en este espacio de trabajo (Gestor) no permite hacer esto.');
  });

  it('follows the tab: the same person owns the workspace in another tab and may do everything there', async () => {
    writeTabWorkspace('w-personal');
    renderWithProviders(<Probe />, { answers: { 'workspaces.list': () => list } });
    expect(await screen.findByText('owner')).toBeTruthy();
    expect(['read', 'operate', 'administer'].map((capability) => screen.getByTestId(capability).textContent)).toEqual(['yes', 'yes', 'yes']);
  });

  it('refuses nothing while the role is unknown: the server decides', () => {
    writeTabWorkspace('w-agency');
    renderWithProviders(<Probe />, { answers: { 'workspaces.list': () => new Promise(() => undefined) } });
    expect(screen.getByTestId('role').textContent).toBe('unknown');
    expect(screen.getByTestId('administer').textContent).toBe('yes');
  });
});
