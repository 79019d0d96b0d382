import type { MessageTable } from '../message-text.ts';

/** Workspaces and the roles in them (ADR 0055). */
export const workspaceMessages = {
  workspaceNotMember: { en: 'You are not a member of this workspace.', es: 'No eres miembro de este espacio de trabajo.' },
  workspaceNone: { en: 'You are not in any workspace yet. Create one to continue.', es: 'Aún no estás en ningún espacio de trabajo. Crea uno para continuar.' },
  workspaceRoleRefused: {
    en: 'Your role in this workspace ({{role}}) cannot do this.',
    es: 'Tu rol en este espacio de trabajo ({{role}}) no permite hacer esto.',
  },
  connectNoPersonalWorkspace: {
    en: 'You own no workspace of your own to connect this account to. Sign in, then connect it from a workspace where you are an owner or admin.',
    es: 'No tienes un espacio de trabajo propio al que conectar esta cuenta. Inicia sesión y conéctala desde un espacio de trabajo en el que seas propietario o administrador.',
  },
  workStarterLostRole: {
    en: 'Cancelled before it began: the member who started it can no longer make changes in this workspace.',
    es: 'Cancelado antes de empezar: quien lo inició ya no puede hacer cambios en este espacio de trabajo.',
  },
} as const satisfies MessageTable;
