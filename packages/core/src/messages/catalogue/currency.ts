import type { MessageTable } from '../message-text.ts';

/** The reporting currency a user picks. */
export const currencyMessages = {
  currencyWithoutRates: {
    en: 'No exchange rates are known for {{currency}}: choose one of the listed currencies.',
    es: 'No hay tipos de cambio para {{currency}}: elige una de las monedas de la lista.',
  },
} as const satisfies MessageTable;
