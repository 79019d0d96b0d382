import type { MessageTable } from '../message-text.ts';

/**
 * What the preflight found wrong with one target account of a clone, and how to fix it. The dialog shows these before
 * anything is created; the server records the same codes when it refuses a target at the batch's start.
 */
export const clonePreflightMessages = {
  preflightTokenInvalid: {
    en: 'Facebook no longer accepts the connection of {{account}}. Connect Facebook again.',
    es: 'Facebook ya no acepta la conexión de {{account}}. Vuelve a conectar Facebook.',
  },
  preflightPermissionsMissing: {
    en: 'The Facebook connection of {{account}} lacks the permission {{permissions}}. Connect Facebook again and allow it.',
    es: 'A la conexión de Facebook de {{account}} le falta el permiso {{permissions}}. Vuelve a conectar Facebook y concédelo.',
  },
  preflightAccountInactive: {
    en: 'The account {{account}} is not active ({{status}}). Settle it in Meta Ads Manager or leave it out.',
    es: 'La cuenta {{account}} no está activa ({{status}}). Regularízala en el Administrador de anuncios de Meta o quítala.',
  },
  preflightPageChoose: {
    en: 'The account {{account}} cannot use the page of the original campaign. Choose one of its pages.',
    es: 'La cuenta {{account}} no puede usar la página de la campaña original. Elige una de sus páginas.',
  },
  preflightPageUnusable: {
    en: 'The account {{account}} cannot use the page {{pageId}}. Choose one of its pages.',
    es: 'La cuenta {{account}} no puede usar la página {{pageId}}. Elige una de sus páginas.',
  },
  preflightNoPage: {
    en: 'The account {{account}} may use no Facebook page. Give it a page in Meta Business Manager or leave it out.',
    es: 'La cuenta {{account}} no puede usar ninguna página de Facebook. Asígnale una en Meta Business Manager o quítala.',
  },
  preflightPixelChoose: {
    en: 'The account {{account}} cannot use the pixel of the original campaign. Choose one of its pixels.',
    es: 'La cuenta {{account}} no puede usar el píxel de la campaña original. Elige uno de sus píxeles.',
  },
  preflightPixelUnusable: {
    en: 'The account {{account}} cannot use the pixel {{pixelId}}. Choose one of its pixels.',
    es: 'La cuenta {{account}} no puede usar el píxel {{pixelId}}. Elige uno de sus píxeles.',
  },
  preflightNoPixel: {
    en: 'The account {{account}} may use no pixel. Share a pixel with it in Meta Business Manager or leave it out.',
    es: 'La cuenta {{account}} no puede usar ningún píxel. Compártele uno en Meta Business Manager o quítala.',
  },
  preflightBudgetBelowMinimum: {
    en: 'The budget for {{account}} ({{budget}}) is below its daily minimum. Raise it to at least {{minimum}}.',
    es: 'El presupuesto para {{account}} ({{budget}}) es menor que su mínimo diario. Súbelo al menos a {{minimum}}.',
  },
  preflightBudgetNoRate: {
    en: 'No exchange rate from {{from}} to {{currency}} is known yet, so the budget for {{account}} cannot be converted. Type its amount in {{currency}}.',
    es: 'Todavía no hay un tipo de cambio de {{from}} a {{currency}}, así que el presupuesto para {{account}} no se puede convertir. Escribe su monto en {{currency}}.',
  },
  preflightNameTooLong: {
    en: 'The campaign name for {{account}} would have {{length}} characters (at most {{max}}). Shorten the name.',
    es: 'El nombre de la campaña para {{account}} tendría {{length}} caracteres (máximo {{max}}). Acórtalo.',
  },
  preflightDsaMissing: {
    en: 'The ad sets reach people in the EU, and neither they nor the account {{account}} say who pays for the ads and who benefits from them. Enter both, or set the account\'s defaults in Meta Ads Manager.',
    es: 'Los conjuntos de anuncios llegan a personas de la UE y ni ellos ni la cuenta {{account}} indican quién paga los anuncios y quién se beneficia de ellos. Indica ambos o define los valores predeterminados de la cuenta en el Administrador de anuncios de Meta.',
  },
  cloneChoiceNotATarget: {
    en: '{{field}} names an account that is not among the target accounts.',
    es: 'El campo «{{field}}» indica una cuenta que no está entre las cuentas de destino.',
  },
  preflightUnreadable: {
    en: 'Facebook did not answer for {{account}}, so it could not be checked. Try again in a moment.',
    es: 'Facebook no respondió para {{account}}, así que no se pudo comprobar. Inténtalo de nuevo en un momento.',
  },
} as const satisfies MessageTable;
