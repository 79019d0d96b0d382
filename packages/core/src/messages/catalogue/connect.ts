import type { MessageTable } from '../message-text.ts';

/** Connecting Meta: the OAuth flow, the token checks, and Meta's own callbacks. */
export const connectMessages = {
  connectionNotFound: { en: 'Connection not found.', es: 'Conexión no encontrada.' },
  facebookUserMismatch: { en: 'The Facebook token belongs to another user.', es: 'El token de Facebook pertenece a otro usuario.' },
  facebookSessionExpired: { en: 'Your session has expired. Please sign in again.', es: 'Tu sesión ha caducado. Vuelve a iniciar sesión.' },
  facebookEmailInUse: {
    en: 'An AdFleet account already uses the e-mail of this Facebook profile. Sign in with your password, then connect Facebook.',
    es: 'Una cuenta de AdFleet ya usa el correo de este perfil de Facebook. Inicia sesión con tu contraseña y después conecta Facebook.',
  },
  facebookTokenInvalid: {
    en: 'The Facebook session is invalid or has expired. Please connect again.',
    es: 'La sesión de Facebook no es válida o ha caducado. Vuelve a conectar.',
  },
  facebookWrongApp: { en: 'This Facebook token was issued to another app.', es: 'Este token de Facebook se emitió para otra aplicación.' },
  facebookMissingPermissions: {
    en: 'Facebook did not grant the {{permissions}} permission. AdFleet needs it to manage your ad accounts: connect again and allow {{permissions}}.',
    es: 'Facebook no concedió el permiso {{permissions}}. AdFleet lo necesita para gestionar tus cuentas publicitarias: vuelve a conectar y permite {{permissions}}.',
  },
  facebookPermissionDenied: {
    en: 'Facebook refused the request for lack of permission: {{detail}}',
    es: 'Facebook rechazó la petición por falta de permisos: {{detail}}',
  },
  facebookThrottled: {
    en: 'Facebook is limiting requests right now. Please try again in a few minutes.',
    es: 'Facebook está limitando las peticiones ahora mismo. Inténtalo de nuevo en unos minutos.',
  },
  facebookRejected: { en: 'Facebook refused the request: {{detail}}', es: 'Facebook rechazó la petición: {{detail}}' },
  facebookSignInFailed: { en: 'Facebook did not accept the sign-in. Please try again.', es: 'Facebook no aceptó el inicio de sesión. Inténtalo de nuevo.' },
  facebookTokenCheckFailed: { en: 'Could not check the Facebook token. Please try again.', es: 'No se pudo comprobar el token de Facebook. Inténtalo de nuevo.' },
  facebookPermissionsReadFailed: {
    en: 'Could not read the permissions granted on Facebook. Please try again.',
    es: 'No se pudieron leer los permisos concedidos en Facebook. Inténtalo de nuevo.',
  },
  facebookProfileReadFailed: {
    en: 'Could not read your Facebook profile and ad accounts. Please try again.',
    es: 'No se pudieron leer tu perfil de Facebook y tus cuentas publicitarias. Inténtalo de nuevo.',
  },
  signedRequestMissing: { en: 'signed_request is required.', es: 'Falta signed_request.' },
  signedRequestInvalid: { en: 'The signed_request is not valid.', es: 'El signed_request no es válido.' },
  signedRequestStale: { en: 'The signed_request is too old or not yet valid.', es: 'El signed_request es demasiado antiguo o aún no es válido.' },
  signedRequestReused: { en: 'The signed_request was already used.', es: 'El signed_request ya se usó.' },
} as const satisfies MessageTable;
