import type { MessageTable } from '../message-text.ts';

/** Reports: refused filters and saved filters. */
export const reportMessages = {
  reportSpendRangeReversed: { en: 'The minimum spend must not be above the maximum.', es: 'El gasto mínimo no puede ser mayor que el máximo.' },
  reportResultsRangeReversed: { en: 'The minimum results must not be above the maximum.', es: 'Los resultados mínimos no pueden ser mayores que los máximos.' },
  savedReportFilterNameTaken: { en: 'You already have a saved filter named “{{name}}”.', es: 'Ya tienes un filtro guardado llamado «{{name}}».' },
  savedReportFilterNotFound: { en: 'That saved filter does not exist.', es: 'Ese filtro guardado no existe.' },
} as const satisfies MessageTable;
