import type { MessageTable } from '../message-text.ts';

/**
 * What each target account of a clone came to, as stored on its row: the outcome, the reason it failed and the
 * warnings about what was changed on the way. Meta's own words travel as `detail`, shown as Meta wrote them.
 */
export const cloneResultMessages = {
  cloneSucceeded: { en: 'Campaign cloned into {{account}}', es: 'Campaña clonada en {{account}}' },
  cloneFailed: { en: 'No campaign was created in {{account}}', es: 'No se creó la campaña en {{account}}' },
  cloneInProgress: { en: 'Cloning in progress', es: 'Clonación en curso' },
  cloneBudgetBelowMinimum: {
    en: "The budget ({{budget}}) is below the account's daily minimum ({{minimum}}). Raise the budget.",
    es: 'El presupuesto ({{budget}}) es menor que el mínimo diario de la cuenta ({{minimum}}). Aumenta el presupuesto.',
  },
  clonePixelUnusable: {
    en: 'The account {{account}} cannot use the pixel of the original campaign ({{sourceId}}). Enter a Pixel ID this account can use.',
    es: 'La cuenta {{account}} no puede usar el píxel de la campaña original ({{sourceId}}). Indica un Pixel ID que esta cuenta pueda usar.',
  },
  clonePixelsUnusable: {
    en: 'The account {{account}} cannot use the pixel {{wanted}} nor the pixel of the original campaign ({{sourceId}}). Enter a Pixel ID this account can use.',
    es: 'La cuenta {{account}} no puede usar el píxel {{wanted}} ni el píxel de la campaña original ({{sourceId}}). Indica un Pixel ID que esta cuenta pueda usar.',
  },
  clonePageUnusable: {
    en: 'The account {{account}} cannot use the page of the original campaign ({{sourceId}}). Enter a Page ID this account can use.',
    es: 'La cuenta {{account}} no puede usar la página de la campaña original ({{sourceId}}). Indica un Page ID que esta cuenta pueda usar.',
  },
  clonePagesUnusable: {
    en: 'The account {{account}} cannot use the page {{wanted}} nor the page of the original campaign ({{sourceId}}). Enter a Page ID this account can use.',
    es: 'La cuenta {{account}} no puede usar la página {{wanted}} ni la página de la campaña original ({{sourceId}}). Indica un Page ID que esta cuenta pueda usar.',
  },
  cloneConnectionLost: {
    en: "This account's Facebook connection is no longer valid. Connect Facebook again.",
    es: 'La conexión de Facebook de esta cuenta ya no es válida. Vuelve a conectar Facebook.',
  },
  cloneMetaRefused: { en: 'Meta refused the request (error {{errorCode}}): {{detail}}', es: 'Meta rechazó la petición (error {{errorCode}}): {{detail}}' },
  cloneUnexpected: { en: 'Unexpected error while cloning into this account', es: 'Error inesperado al clonar en esta cuenta' },
  cloneJobKeptStopping: {
    en: 'The clone job stopped several times without finishing; retry this account',
    es: 'El trabajo de clonación se detuvo varias veces sin terminar; reintenta esta cuenta',
  },
  cloneWarnLifetimeEndAdded: {
    en: 'The ad set "{{adSet}}" had no end date; with a lifetime budget it ends in 30 days ({{endDate}}).',
    es: 'El conjunto "{{adSet}}" no tenía fecha de fin; con presupuesto total termina en 30 días ({{endDate}}).',
  },
  cloneWarnBidDropped: {
    en: 'The ad set "{{adSet}}" used a bid in {{currency}}; it was created with automatic bidding (no cap).',
    es: 'El conjunto "{{adSet}}" usaba una puja en {{currency}}; se creó con la puja automática (sin tope).',
  },
  cloneWarnAudiencesDropped: {
    en: 'Custom audiences this account cannot use were removed from the ad set "{{adSet}}": {{audiences}}.',
    es: 'Se quitaron del conjunto "{{adSet}}" públicos personalizados que la cuenta no puede usar: {{audiences}}.',
  },
} as const satisfies MessageTable;
