import type { MessageTable } from '../message-text.ts';

/** Sign-in, registration and the limits on them. */
export const authMessages = {
  credentialsTaken: { en: 'Username or email already exists.', es: 'El nombre de usuario o el correo ya existen.' },
  badCredentials: { en: 'Invalid username or password.', es: 'Usuario o contraseña incorrectos.' },
  tooManyAttempts: {
    en: 'Too many attempts. Please wait a few minutes and try again.',
    es: 'Demasiados intentos. Por favor espera unos minutos e intenta de nuevo.',
  },
  passwordTooCommon: {
    en: 'This password is one of the most common; choose one that is harder to guess.',
    es: 'Esta contraseña es de las más comunes; elige una más difícil de adivinar.',
  },
} as const satisfies MessageTable;
