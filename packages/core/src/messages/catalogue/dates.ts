import type { MessageTable } from '../message-text.ts';

/** Days and ranges an input may name (dates/day-schemas.ts): within the platforms' retention, no later than tomorrow. */
export const dateMessages = {
  dateBeforeKept: {
    en: '{{field}} must be within the last {{months}} months: the ad platforms keep no older figures.',
    es: 'El campo «{{field}}» debe estar dentro de los últimos {{months}} meses: las plataformas publicitarias no guardan cifras más antiguas.',
  },
  dateAfterTomorrow: { en: '{{field}} cannot be later than tomorrow.', es: 'El campo «{{field}}» no puede ser posterior a mañana.' },
} as const satisfies MessageTable;
