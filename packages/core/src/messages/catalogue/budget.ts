import type { MessageTable } from '../message-text.ts';

/** Budget: a change's preview and each item's result, and the per-account threshold. */
export const budgetMessages = {
  budgetBelowMinimum: {
    en: 'The new budget {{budget}} is below the minimum of {{minimum}} for {{account}}.',
    es: 'El nuevo presupuesto {{budget}} es inferior al mínimo de {{minimum}} de {{account}}.',
  },
  budgetNoChangesLeft: {
    en: 'This ad set’s budget already changed 4 times in the last hour, the most Meta allows; this change will fail until the hour is over.',
    es: 'El presupuesto de este conjunto de anuncios ya cambió 4 veces en la última hora, el máximo que permite Meta; este cambio fallará hasta que pase la hora.',
  },
  budgetUnchanged: { en: 'The budget stays the same.', es: 'El presupuesto queda igual.' },
  budgetRowNotFound: {
    en: 'One of the chosen budgets is no longer active or is not yours. Reload the page and choose again.',
    es: 'Uno de los presupuestos elegidos ya no está activo o no es tuyo. Recarga la página y vuelve a elegir.',
  },
  budgetChangeBlocked: {
    en: 'Some rows cannot change as asked. Fix them in the preview or leave them out.',
    es: 'Algunas filas no pueden cambiar como se pidió. Corrígelas en la vista previa o quítalas.',
  },
  budgetChangeNotFound: { en: 'This budget change does not exist.', es: 'Este cambio de presupuesto no existe.' },
  budgetChangeLimitReached: {
    en: 'Meta refused: this ad set’s budget already changed 4 times in the last hour. Try again later.',
    es: 'Meta lo rechazó: el presupuesto de este conjunto de anuncios ya cambió 4 veces en la última hora. Inténtalo más tarde.',
  },
  budgetChangeRefused: { en: 'Meta refused the change: {{reason}}', es: 'Meta rechazó el cambio: {{reason}}' },
  budgetChangeUnreachable: {
    en: 'Meta could not be reached after several tries; the budget was not changed.',
    es: 'No se pudo contactar con Meta tras varios intentos; el presupuesto no cambió.',
  },
  budgetConnectionInvalid: {
    en: 'The Facebook connection of {{account}} no longer works. Connect Facebook again.',
    es: 'La conexión de Facebook de {{account}} ya no funciona. Vuelve a conectar Facebook.',
  },
  budgetReadFailed: {
    en: 'Meta could not list the budgets of {{account}} now ({{reason}}). Try again later.',
    es: 'Meta no pudo listar ahora los presupuestos de {{account}} ({{reason}}). Inténtalo más tarde.',
  },
  budgetSyncedOnly: {
    en: 'TikTok budgets are shown as last synced; change them in TikTok Ads Manager for now.',
    es: 'Los presupuestos de TikTok se muestran según la última sincronización; por ahora cámbialos en TikTok Ads Manager.',
  },
  budgetAccountNotFound: { en: 'This ad account does not exist or is not yours.', es: 'Esta cuenta publicitaria no existe o no es tuya.' },
} as const satisfies MessageTable;
