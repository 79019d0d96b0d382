import type { MessageTable } from '../message-text.ts';

/** Settings: profile, password change, preferences, sessions and disconnecting a platform. */
export const settingsMessages = {
  emailTaken: { en: 'Another account already uses this email.', es: 'Otra cuenta ya usa este correo.' },
  currentPasswordWrong: { en: 'The current password is not correct.', es: 'La contraseña actual no es correcta.' },
  noPasswordToChange: {
    en: 'This account signs in with Facebook and has no password to change.',
    es: 'Esta cuenta inicia sesión con Facebook y no tiene contraseña que cambiar.',
  },
  passwordsDiffer: { en: 'The two passwords do not match.', es: 'Las dos contraseñas no coinciden.' },
  preferencesEmpty: { en: 'Choose a language or a theme to save.', es: 'Elige un idioma o un tema para guardar.' },
  sessionNotFound: { en: 'That session has already ended.', es: 'Esa sesión ya terminó.' },
} as const satisfies MessageTable;
