import type * as RouterModule from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '@/hooks/use-toast';
import { toast } from '@/hooks/use-toast';
import { renderWithProviders } from '@/test/render-with-providers';
import { type FakeAnswers, trpcError } from '@/test/fake-trpc';
import { readTabWorkspace, writeTabWorkspace } from '@/workspaces/tab-workspace';
import { WorkspaceSwitcher } from '@/workspaces/workspace-switcher';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', async (importOriginal) => ({ ...(await importOriginal<typeof RouterModule>()), useNavigate: () => navigate }));

const PERSONAL = { id: 'w-personal', name: 'ana', role: 'owner' as const };
const AGENCY = { id: 'w-agency', name: 'Agency North with a rather long name', role: 'analyst' as const };

interface Call {
  path: string;
  input: unknown;
  workspace: string | null;
}

/** A server holding Ana's two workspaces; each call records the workspace the tab named when it was made. */
function server(options: { refuseSwitch?: boolean; refuseName?: boolean } = {}) {
  const calls: Call[] = [];
  const workspaces = [PERSONAL, AGENCY];
  let current = PERSONAL.id;
  const answers: FakeAnswers = {
    'workspaces.list': () => ({ workspaces: [...workspaces], currentId: current }),
    'workspaces.switch': ({ workspaceId }) => {
      if (options.refuseSwitch) throw trpcError(403, 'FORBIDDEN', { code: 'workspaceNotMember', params: {} });
      current = workspaceId;
      return { workspaceId: current };
    },
    'workspaces.create': (input) => {
      const name = input.name.trim();
      if (options.refuseName || name === '') throw trpcError(400, 'VALIDATION_ERROR', { code: 'validationFailed', params: {} }, { name: [{ code: 'fieldRequired', params: { field: { field: 'name' } } }] });
      const created = { id: 'w-new', name, role: 'owner' as const };
      workspaces.push(created);
      return created;
    },
  };
  const onCall = (path: string, input: unknown) => {
    calls.push({ path, input, workspace: readTabWorkspace() });
  };
  return { calls, answers, onCall };
}

vi.mock('@/hooks/use-toast', async (importOriginal) => ({ ...(await importOriginal<typeof ToastModule>()), toast: vi.fn() }));

beforeEach(() => {
  navigate.mockClear();
  vi.mocked(toast).mockClear();
});

/** Opens the menu from the keyboard once the workspaces have come. */
async function openMenu(name: string) {
  fireEvent.keyDown(await screen.findByRole('button', { name }), { key: 'Enter' });
}

describe('the header’s workspace switcher', () => {
  it("shows the tab's workspace, and lists every workspace with the person's role and a check on the current one", async () => {
    writeTabWorkspace(AGENCY.id);
    const { answers, onCall } = server();
    renderWithProviders(<WorkspaceSwitcher />, { answers, onCall });
    await screen.findByRole('button', { name: `Workspace: ${AGENCY.name}` });
    // Not the remembered workspace (the personal one): the one this tab shows.
    expect(screen.getByTestId('workspace-name').textContent).toBe(AGENCY.name);
    await openMenu(`Workspace: ${AGENCY.name}`);
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['anaOwner', 'false'],
      [`${AGENCY.name}Analyst`, 'true'],
    ]);
    expect(screen.getByRole('menuitem', { name: 'Create workspace…' })).toBeTruthy();
  });

  it('switches on the server first, then moves only this tab, drops every cached answer and lands on the dashboard', async () => {
    writeTabWorkspace(PERSONAL.id);
    const { calls, answers, onCall } = server();
    renderWithProviders(<WorkspaceSwitcher />, { answers, onCall });
    await openMenu('Workspace: ana');
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /Agency North/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/dashboard' }));
    expect(readTabWorkspace()).toBe(AGENCY.id);
    expect(calls.find((call) => call.path === 'workspaces.switch')).toEqual({ path: 'workspaces.switch', input: { workspaceId: AGENCY.id }, workspace: PERSONAL.id });
    // The list is asked again, this time in the new workspace: the old answer was dropped.
    await waitFor(() => expect(calls.filter((call) => call.path === 'workspaces.list').at(-1)?.workspace).toBe(AGENCY.id));
    expect(await screen.findByRole('button', { name: `Workspace: ${AGENCY.name}` })).toBeTruthy();
  });

  it('stays where it is when the server refuses the switch, and says why', async () => {
    writeTabWorkspace(PERSONAL.id);
    const { answers, onCall } = server({ refuseSwitch: true });
    renderWithProviders(<WorkspaceSwitcher />, { answers, onCall });
    await openMenu('Workspace: ana');
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /Agency North/ }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Could not switch workspace', description: 'You are not a member of this workspace.', variant: 'destructive' }));
    expect(readTabWorkspace()).toBe(PERSONAL.id);
    expect(screen.getByRole('button', { name: 'Workspace: ana' })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('creates a workspace from its dialog, shows the server’s word on a bad name, and switches to the new one', async () => {
    writeTabWorkspace(PERSONAL.id);
    const { calls, answers, onCall } = server();
    renderWithProviders(<WorkspaceSwitcher />, { answers, onCall, language: 'es' });
    await openMenu('Espacio de trabajo: ana');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Crear espacio de trabajo…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear un espacio de trabajo' });
    const field = await screen.findByLabelText('Nombre');
    fireEvent.click(screen.getByRole('button', { name: 'Crear espacio de trabajo' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('El campo «Nombre» es obligatorio.');
    expect(readTabWorkspace()).toBe(PERSONAL.id);

    fireEvent.change(field, { target: { value: '  Agency South ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear espacio de trabajo' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/dashboard' }));
    expect(readTabWorkspace()).toBe('w-new');
    expect(calls.filter((call) => call.path !== 'workspaces.list').map((call) => [call.path, call.input])).toEqual([
      ['workspaces.create', { name: '' }],
      ['workspaces.create', { name: '  Agency South ' }],
      ['workspaces.switch', { workspaceId: 'w-new' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
