import type { MessageTable } from '../message-text.ts';

/** A person's rights over their data: deletion requests, deleting the account, exporting it. */
export const dataRightsMessages = {
  deletionLinkInvalid: {
    en: 'This confirmation link is not valid: it was already used or has expired. Send the form again for a new one.',
    es: 'Este enlace de confirmación no es válido: ya se usó o ha caducado. Envía el formulario de nuevo para recibir otro.',
  },
  deletionRequestNotFound: { en: 'No deletion request has this code.', es: 'Ninguna solicitud de eliminación tiene este código.' },
  deletionUsernameMismatch: { en: 'Type your username exactly to confirm.', es: 'Escribe tu nombre de usuario exactamente para confirmar.' },
  rightsTooOften: {
    en: { one: 'Too many requests. Try again in {{count}} minute.', other: 'Too many requests. Try again in {{count}} minutes.' },
    es: { one: 'Demasiadas solicitudes. Inténtalo de nuevo en {{count}} minuto.', other: 'Demasiadas solicitudes. Inténtalo de nuevo en {{count}} minutos.' },
  },
} as const satisfies MessageTable;
