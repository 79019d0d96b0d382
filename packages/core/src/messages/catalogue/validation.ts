import type { MessageTable } from '../message-text.ts';

/**
 * Why a field was refused. `{{field}}` is the field's label in the reader's language (see field-labels.ts); Spanish
 * says «el campo …» so one sentence fits every label's gender.
 */
export const validationMessages = {
  validationFailed: { en: 'Some fields are not valid: check the form.', es: 'Algunos campos no son válidos: revisa el formulario.' },
  fieldRequired: { en: '{{field}} is required.', es: 'El campo «{{field}}» es obligatorio.' },
  fieldTooLong: {
    en: { one: '{{field}} is too long ({{count}} character at most).', other: '{{field}} is too long ({{count}} characters at most).' },
    es: { one: 'El campo «{{field}}» admite como máximo {{count}} carácter.', other: 'El campo «{{field}}» admite como máximo {{count}} caracteres.' },
  },
  fieldTooShort: {
    en: { one: '{{field}} is too short (at least {{count}} character).', other: '{{field}} is too short (at least {{count}} characters).' },
    es: { one: 'El campo «{{field}}» necesita al menos {{count}} carácter.', other: 'El campo «{{field}}» necesita al menos {{count}} caracteres.' },
  },
  fieldTooLarge: { en: '{{field}} must be at most {{max}}.', es: 'El campo «{{field}}» debe ser como máximo {{max}}.' },
  fieldTooSmall: { en: '{{field}} must be at least {{min}}.', es: 'El campo «{{field}}» debe ser como mínimo {{min}}.' },
  fieldTooMany: {
    en: { one: '{{field}}: choose at most {{count}}.', other: '{{field}}: choose at most {{count}}.' },
    es: { one: 'El campo «{{field}}» admite como máximo {{count}} elemento.', other: 'El campo «{{field}}» admite como máximo {{count}} elementos.' },
  },
  fieldTooFew: {
    en: { one: '{{field}}: choose at least {{count}}.', other: '{{field}}: choose at least {{count}}.' },
    es: { one: 'El campo «{{field}}» necesita al menos {{count}} elemento.', other: 'El campo «{{field}}» necesita al menos {{count}} elementos.' },
  },
  fieldNotText: { en: '{{field}} must be text.', es: 'El campo «{{field}}» debe ser un texto.' },
  fieldNotNumber: { en: '{{field}} must be a number.', es: 'El campo «{{field}}» debe ser un número.' },
  fieldNotWholeNumber: { en: '{{field}} must be a whole number.', es: 'El campo «{{field}}» debe ser un número entero.' },
  fieldNotDate: { en: '{{field}} must be a valid date.', es: 'El campo «{{field}}» debe ser una fecha válida.' },
  fieldNotList: { en: '{{field}} must be a list.', es: 'El campo «{{field}}» debe ser una lista.' },
  fieldNotEmail: { en: '{{field}} must be a valid email address.', es: 'El campo «{{field}}» debe ser un correo electrónico válido.' },
  fieldBadFormat: { en: '{{field}} is not in the expected format.', es: 'El campo «{{field}}» no tiene el formato esperado.' },
  fieldNotAChoice: { en: '{{field}} must be one of: {{choices}}.', es: 'El campo «{{field}}» debe ser uno de: {{choices}}.' },
  fieldUnknown: { en: '{{field}} is not a field this request takes.', es: 'El campo «{{field}}» no forma parte de esta petición.' },
  fieldInvalid: { en: '{{field}} is not valid.', es: 'El campo «{{field}}» no es válido.' },
  dateRangeReversed: { en: 'The start date must not be after the end date.', es: 'La fecha de inicio no puede ser posterior a la fecha de fin.' },
  dateRangeHalf: { en: 'Choose both a start and an end date.', es: 'Elige una fecha de inicio y una de fin.' },
  dateRangeTwice: { en: 'Choose either a preset range or start and end dates, not both.', es: 'Elige un rango predefinido o fechas de inicio y fin, no ambos.' },
  unknownPlatform: { en: 'Unknown platform.', es: 'Plataforma desconocida.' },
  usernameCharacters: {
    en: 'Username may contain only letters, numbers, dots, hyphens and underscores.',
    es: 'El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos.',
  },
  budgetPositiveWhole: {
    en: '{{field}} must be a positive whole number of cents.',
    es: 'El campo «{{field}}» debe ser un número entero positivo de centavos.',
  },
} as const satisfies MessageTable;
