import type { MessageTable } from '../message-text.ts';

/** Syncing ad accounts on request. */
export const syncMessages = {
  syncTokenRevoked: {
    en: 'Your Facebook token is invalid or was revoked. Connect Facebook again to sync.',
    es: 'Tu token de Facebook no es válido o fue revocado. Vuelve a conectar Facebook para sincronizar.',
  },
  syncNotConnected: { en: 'No Facebook account is connected. Connect Facebook first.', es: 'No hay ninguna cuenta de Facebook conectada. Conecta Facebook primero.' },
  syncTokenRejected: {
    en: 'Facebook rejected the saved token (expired or revoked). Connect Facebook again to sync.',
    es: 'Facebook rechazó el token guardado (caducado o revocado). Vuelve a conectar Facebook para sincronizar.',
  },
  syncThrottled: {
    en: 'Facebook is limiting requests for these ad accounts. Try again in a few minutes.',
    es: 'Facebook está limitando las peticiones de estas cuentas publicitarias. Inténtalo en unos minutos.',
  },
  syncPermissionDenied: {
    en: 'Facebook denied access to the ad accounts. Connect Facebook again and allow every permission.',
    es: 'Facebook denegó el acceso a las cuentas publicitarias. Vuelve a conectar Facebook y concede todos los permisos.',
  },
  syncUnreachable: { en: 'Could not reach Facebook to sync the ad accounts.', es: 'No se pudo contactar con Facebook para sincronizar las cuentas publicitarias.' },
  syncTooOften: {
    en: { one: 'Too many syncs in a short time. Try again in {{count}} second.', other: 'Too many syncs in a short time. Try again in {{count}} seconds.' },
    es: { one: 'Demasiadas sincronizaciones en poco tiempo. Inténtalo de nuevo en {{count}} segundo.', other: 'Demasiadas sincronizaciones en poco tiempo. Inténtalo de nuevo en {{count}} segundos.' },
  },
} as const satisfies MessageTable;
