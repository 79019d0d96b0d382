import type { MessageTable } from '../message-text.ts';

/** Reports: refused filters, saved filters, and the CSV export's column headers (written in the request's language). */
export const reportMessages = {
  reportSpendRangeReversed: { en: 'The minimum spend must not be above the maximum.', es: 'El gasto mínimo no puede ser mayor que el máximo.' },
  reportResultsRangeReversed: { en: 'The minimum results must not be above the maximum.', es: 'Los resultados mínimos no pueden ser mayores que los máximos.' },
  savedReportFilterNameTaken: { en: 'You already have a saved filter named “{{name}}”.', es: 'Ya tienes un filtro guardado llamado «{{name}}».' },
  savedReportFilterNotFound: { en: 'That saved filter does not exist.', es: 'Ese filtro guardado no existe.' },
  reportColumnAccount: { en: 'Ad account', es: 'Cuenta publicitaria' },
  reportColumnCampaign: { en: 'Campaign', es: 'Campaña' },
  reportColumnAdSet: { en: 'Ad set', es: 'Conjunto de anuncios' },
  reportColumnDate: { en: 'Date', es: 'Fecha' },
  reportColumnPlatform: { en: 'Platform', es: 'Plataforma' },
  reportColumnCurrency: { en: 'Currency', es: 'Moneda' },
  reportColumnSpend: { en: 'Spend', es: 'Gasto' },
  reportColumnImpressions: { en: 'Impressions', es: 'Impresiones' },
  reportColumnClicks: { en: 'Clicks', es: 'Clics' },
  reportColumnCtr: { en: 'CTR (%)', es: 'Tasa de clics (%)' },
  reportColumnCpc: { en: 'CPC', es: 'Costo por clic' },
  reportColumnResults: { en: 'Results', es: 'Resultados' },
  reportColumnCpa: { en: 'CPA', es: 'Costo por resultado' },
  reportColumnConversionValue: { en: 'Conversion value', es: 'Valor de conversión' },
  reportColumnRoas: { en: 'ROAS', es: 'Retorno del gasto (ROAS)' },
} as const satisfies MessageTable;
