import type { MessageTable } from '../message-text.ts';

/** The team: members, their roles, invitations (issue 17, ADR 0057). */
export const teamMessages = {
  invitationNotFound: { en: 'This invitation does not exist. Ask for a new one.', es: 'Esta invitación no existe. Pide una nueva.' },
  invitationExpired: {
    en: 'This invitation has expired. Ask whoever invited you for a new one.',
    es: 'Esta invitación ha caducado. Pide una nueva a quien te invitó.',
  },
  invitationUsed: { en: 'This invitation has already been used.', es: 'Esta invitación ya se usó.' },
  invitationRevoked: { en: 'This invitation was withdrawn.', es: 'Esta invitación fue retirada.' },
  invitationNeedsVerifiedEmail: {
    en: 'Verify your email address to answer invitations here, or open the link in the invitation email.',
    es: 'Verifica tu dirección de correo para responder aquí a las invitaciones, o abre el enlace del correo de la invitación.',
  },
  invitationEmailMismatch: {
    en: 'This invitation is for another email address. Sign in as {{email}} to accept it.',
    es: 'Esta invitación es para otra dirección de correo. Inicia sesión como {{email}} para aceptarla.',
  },
  invitationAlreadyMember: { en: '{{email}} is already a member of this workspace.', es: '{{email}} ya es miembro de este espacio de trabajo.' },
  invitationClientNeedsAccess: {
    en: 'Choose at least one ad account or business this client will see.',
    es: 'Elige al menos una cuenta publicitaria o un negocio que verá este cliente.',
  },
  invitationsLimited: {
    en: { one: 'Too many invitations. Try again in {{count}} minute.', other: 'Too many invitations. Try again in {{count}} minutes.' },
    es: { one: 'Demasiadas invitaciones. Vuelve a intentarlo en {{count}} minuto.', other: 'Demasiadas invitaciones. Vuelve a intentarlo en {{count}} minutos.' },
  },
  invitationLookupsLimited: {
    en: { one: 'Too many attempts. Try again in {{count}} minute.', other: 'Too many attempts. Try again in {{count}} minutes.' },
    es: { one: 'Demasiados intentos. Vuelve a intentarlo en {{count}} minuto.', other: 'Demasiados intentos. Vuelve a intentarlo en {{count}} minutos.' },
  },
  teamAccountsUnknown: {
    en: 'Some of the chosen ad accounts are not in this workspace.',
    es: 'Algunas de las cuentas publicitarias elegidas no están en este espacio de trabajo.',
  },
  teamAssignmentsOnlyClients: {
    en: 'Only a client is given ad accounts or businesses: the other roles see the whole workspace.',
    es: 'Solo a un cliente se le asignan cuentas publicitarias o negocios: los demás roles ven todo el espacio de trabajo.',
  },
  teamMemberNotFound: { en: 'This person is not a member of this workspace.', es: 'Esta persona no es miembro de este espacio de trabajo.' },
  teamOwnerRoleFixed: {
    en: 'The owner’s role changes only by handing ownership to someone else.',
    es: 'El rol del propietario solo cambia al ceder la propiedad a otra persona.',
  },
  teamOwnRoleFixed: { en: 'You cannot change your own role. Ask the owner or another admin.', es: 'No puedes cambiar tu propio rol. Pídeselo al propietario o a otro administrador.' },
  teamOwnerNotRemovable: { en: 'The owner cannot be removed from the workspace.', es: 'El propietario no puede ser eliminado del espacio de trabajo.' },
  teamRemoveSelf: { en: 'To go, leave the workspace instead of removing yourself.', es: 'Para irte, abandona el espacio de trabajo en lugar de eliminarte.' },
  teamOwnerMustTransfer: {
    en: 'Hand ownership to another member before leaving this workspace.',
    es: 'Cede la propiedad a otro miembro antes de abandonar este espacio de trabajo.',
  },
  teamTransferToSelf: { en: 'You already own this workspace.', es: 'Ya eres el propietario de este espacio de trabajo.' },
} as const satisfies MessageTable;
