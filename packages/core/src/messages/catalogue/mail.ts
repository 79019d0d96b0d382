import type { MessageTable } from '../message-text.ts';

/** Password reset and e-mail verification: the mailed links and their limits. */
export const mailMessages = {
  outboxKeyRequired: {
    en: "The outbox holds everyone's mail: enter this installation's sandbox control key, or sign in to read the mail sent to you.",
    es: 'La bandeja de salida guarda el correo de todos: ingresa la clave de control del sandbox de esta instalación, o inicia sesión para leer el correo que se te envió.',
  },
  sandboxKeyWrong: {
    en: "That is not this installation's sandbox control key.",
    es: 'Esa no es la clave de control del sandbox de esta instalación.',
  },
  resetLinkInvalid: {
    en: 'This reset link is not valid: it was already used, it expired (links last one hour), or a newer one was sent. Ask for a new link.',
    es: 'Este enlace de restablecimiento no es válido: ya se usó, caducó (los enlaces duran una hora) o se envió uno más reciente. Pide un enlace nuevo.',
  },
  verificationLinkInvalid: {
    en: 'This confirmation link is not valid: it was already used, it expired, or your email changed since. Send a new one from the app.',
    es: 'Este enlace de confirmación no es válido: ya se usó, caducó o tu correo cambió desde entonces. Envía uno nuevo desde la aplicación.',
  },
  resetRequestsLimited: {
    en: { one: 'Too many reset requests. Try again in {{count}} minute.', other: 'Too many reset requests. Try again in {{count}} minutes.' },
    es: { one: 'Demasiadas solicitudes de restablecimiento. Vuelve a intentarlo en {{count}} minuto.', other: 'Demasiadas solicitudes de restablecimiento. Vuelve a intentarlo en {{count}} minutos.' },
  },
  verificationResendLimited: {
    en: { one: 'A confirmation email was sent recently. Try again in {{count}} minute.', other: 'A confirmation email was sent recently. Try again in {{count}} minutes.' },
    es: { one: 'Ya se envió un correo de confirmación hace poco. Vuelve a intentarlo en {{count}} minuto.', other: 'Ya se envió un correo de confirmación hace poco. Vuelve a intentarlo en {{count}} minutos.' },
  },
} as const satisfies MessageTable;
