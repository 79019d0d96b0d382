import type { MessageTable } from '../message-text.ts';

/** The spec's `GET /api/oauth-status` answer: whether the caller is signed in and how their Facebook connection stands. */
export const connectionStatusMessages = {
  oauthNotSignedIn: { en: 'Not signed in', es: 'No has iniciado sesión' },
  oauthConnected: { en: 'Facebook account connected', es: 'Cuenta de Facebook conectada' },
  oauthTokenInvalid: {
    en: 'The Facebook token is invalid or was revoked. Connect Facebook again.',
    es: 'El token de Facebook no es válido o fue revocado. Vuelve a conectar Facebook.',
  },
  oauthNotConnected: { en: 'No Facebook account connected', es: 'No hay ninguna cuenta de Facebook conectada' },
} as const satisfies MessageTable;
