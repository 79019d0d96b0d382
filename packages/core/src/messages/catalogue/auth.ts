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
    en: 'This password is one of the most common, or close to one; choose one that is harder to guess.',
    es: 'Esta contraseña es de las más comunes, o se parece mucho a una; elige una más difícil de adivinar.',
  },
  passwordHasPersonalInfo: {
    en: 'This password contains your name, username or email address, or the word AdFleet; choose one that does not.',
    es: 'Esta contraseña contiene tu nombre, tu nombre de usuario, tu correo o la palabra AdFleet; elige una que no los contenga.',
  },
  passwordRepeats: {
    en: 'Repeated characters or patterns like "aaa" or "abcabc" are easy to guess; add a few unrelated words.',
    es: 'Los caracteres o patrones repetidos como «aaa» o «abcabc» son fáciles de adivinar; agrega algunas palabras sin relación entre sí.',
  },
  passwordSequence: {
    en: 'Sequences like "abc" or "6543" are easy to guess; add a few unrelated words.',
    es: 'Las secuencias como «abc» o «6543» son fáciles de adivinar; agrega algunas palabras sin relación entre sí.',
  },
  passwordKeyboardPattern: {
    en: 'Rows or patterns of keys like "qwerty" are easy to guess; add a few unrelated words.',
    es: 'Las filas o patrones de teclas como «qwerty» son fáciles de adivinar; agrega algunas palabras sin relación entre sí.',
  },
  passwordDate: {
    en: 'Dates and recent years are easy to guess; leave them out or add a few unrelated words.',
    es: 'Las fechas y los años recientes son fáciles de adivinar; quítalos o agrega algunas palabras sin relación entre sí.',
  },
  passwordCommonWords: {
    en: 'A single word or a common name is easy to guess, even with capitals or symbols; add a few unrelated words.',
    es: 'Una sola palabra o un nombre común es fácil de adivinar, aun con mayúsculas o símbolos; agrega algunas palabras sin relación entre sí.',
  },
  passwordTooWeak: {
    en: 'This password is too easy to guess; add a few unrelated words or make it longer.',
    es: 'Esta contraseña es demasiado fácil de adivinar; agrega algunas palabras sin relación entre sí o hazla más larga.',
  },
} as const satisfies MessageTable;
