import type { MessageEntry } from './message-text.ts';

/**
 * The words for each input field a person (or an API caller) can get wrong, by the field's name in the input. A
 * refused field that has no label here is named by its key; a test walks every procedure's input so none is missing.
 */
export const fieldLabels = {
  username: { en: 'Username', es: 'Nombre de usuario' },
  email: { en: 'Email', es: 'Correo electrónico' },
  password: { en: 'Password', es: 'Contraseña' },
  firstName: { en: 'First name', es: 'Nombre' },
  lastName: { en: 'Last name', es: 'Apellido' },
  campaignId: { en: 'Campaign', es: 'Campaña' },
  campaignIds: { en: 'Campaigns', es: 'Campañas' },
  nameTemplate: { en: 'Campaign name', es: 'Nombre de la campaña' },
  budgetType: { en: 'Budget type', es: 'Tipo de presupuesto' },
  dailyBudget: { en: 'Daily budget', es: 'Presupuesto diario' },
  lifetimeBudget: { en: 'Lifetime budget', es: 'Presupuesto total' },
  targetAccounts: { en: 'Target ad accounts', es: 'Cuentas de destino' },
  pixelId: { en: 'Pixel ID', es: 'ID del píxel' },
  pageId: { en: 'Page ID', es: 'ID de la página' },
  targets: { en: 'Choices per target account', es: 'Opciones por cuenta de destino' },
  budget: { en: 'Budget', es: 'Presupuesto' },
  options: { en: 'Duplication options', es: 'Opciones de duplicación' },
  name: { en: 'Campaign name', es: 'Nombre de la campaña' },
  budgetMultiplier: { en: 'Budget multiplier', es: 'Multiplicador de presupuesto' },
  duplicateAdSets: { en: 'Duplicate ad sets', es: 'Duplicar conjuntos de anuncios' },
  duplicateAds: { en: 'Duplicate ads', es: 'Duplicar anuncios' },
  includePaused: { en: 'Include paused items', es: 'Incluir elementos pausados' },
  startAt: { en: 'Start time', es: 'Hora de inicio' },
  dsaPayor: { en: 'Paid for by (EU)', es: 'Pagado por (UE)' },
  dsaBeneficiary: { en: 'Beneficiary (EU)', es: 'Beneficiario (UE)' },
  batchId: { en: 'Clone', es: 'Clonación' },
  targetId: { en: 'Target account', es: 'Cuenta de destino' },
  connectionId: { en: 'Connection', es: 'Conexión' },
  runIds: { en: 'Sync runs', es: 'Sincronizaciones' },
  platformId: { en: 'Platform', es: 'Plataforma' },
  platform: { en: 'Platform', es: 'Plataforma' },
  adAccountId: { en: 'Ad account', es: 'Cuenta publicitaria' },
  adAccountIds: { en: 'Ad accounts', es: 'Cuentas publicitarias' },
  businessIds: { en: 'Businesses', es: 'Negocios' },
  status: { en: 'Status', es: 'Estado' },
  search: { en: 'Search', es: 'Búsqueda' },
  objective: { en: 'Objective', es: 'Objetivo' },
  sort: { en: 'Sort by', es: 'Ordenar por' },
  order: { en: 'Sort direction', es: 'Dirección del orden' },
  limit: { en: 'Page size', es: 'Tamaño de página' },
  cursor: { en: 'Page cursor', es: 'Cursor de página' },
  actions: { en: 'Actions', es: 'Acciones' },
  from: { en: 'Start date', es: 'Fecha de inicio' },
  to: { en: 'End date', es: 'Fecha de fin' },
  accessToken: { en: 'Access token', es: 'Token de acceso' },
  userInfo: { en: 'Profile', es: 'Perfil' },
  id: { en: 'ID', es: 'ID' },
  authenticated: { en: 'Signed-in flag', es: 'Indicador de sesión' },
  signed_request: { en: 'signed_request', es: 'signed_request' },
} as const satisfies Record<string, MessageEntry>;

export type FieldName = keyof typeof fieldLabels;

export function isFieldName(name: string): name is FieldName {
  return Object.hasOwn(fieldLabels, name);
}
