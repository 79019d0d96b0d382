import type { MessageTable } from '../message-text.ts';

/**
 * Words the server writes into the CSV export, in the request's language: its column headers and what each row's
 * results count (result-kinds.ts). Only files carry them, so the web app's copy of the catalogue leaves them out.
 */
export const csvExportMessages = {
  reportColumnAccount: { en: 'Ad account', es: 'Cuenta publicitaria' },
  reportColumnAccountId: { en: 'Ad account ID', es: 'ID de la cuenta publicitaria' },
  reportColumnCampaignId: { en: 'Campaign ID', es: 'ID de la campaña' },
  reportColumnAdSetId: { en: 'Ad set ID', es: 'ID del conjunto de anuncios' },
  reportColumnFrom: { en: 'Start date', es: 'Fecha de inicio' },
  reportColumnTo: { en: 'End date', es: 'Fecha de fin' },
  reportColumnConvertedSpend: { en: 'Spend ({{currency}})', es: 'Gasto ({{currency}})' },
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
  reportColumnResultType: { en: 'Result type', es: 'Tipo de resultado' },
  reportColumnCostPerResult: { en: 'Cost per result', es: 'Costo por resultado' },
  reportColumnConversionValue: { en: 'Conversion value', es: 'Valor de conversión' },
  reportColumnRoas: { en: 'ROAS', es: 'Retorno del gasto (ROAS)' },
  resultKindLinkClicks: { en: 'Link clicks', es: 'Clics en el enlace' },
  resultKindLandingPageViews: { en: 'Landing page views', es: 'Visitas a la página de destino' },
  resultKindPurchases: { en: 'Purchases', es: 'Compras' },
  resultKindLeads: { en: 'Leads', es: 'Clientes potenciales' },
  resultKindPostEngagements: { en: 'Post engagements', es: 'Interacciones con la publicación' },
  resultKindAppInstalls: { en: 'App installs', es: 'Instalaciones de la app' },
  resultKindVideoViews: { en: 'Video views', es: 'Reproducciones de video' },
  resultKindReach: { en: 'Reach', es: 'Alcance' },
  resultKindImpressions: { en: 'Impressions', es: 'Impresiones' },
  resultKindClicks: { en: 'Clicks', es: 'Clics' },
  resultKindConversions: { en: 'Conversions', es: 'Conversiones' },
  resultKindOther: { en: 'Other results', es: 'Otros resultados' },
  resultKindMixed: { en: 'Mixed result types', es: 'Tipos de resultado mixtos' },
} as const satisfies MessageTable;
