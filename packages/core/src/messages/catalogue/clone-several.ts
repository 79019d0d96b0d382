import type { MessageTable } from '../message-text.ts';

/** Cloning several campaigns as one batch: what the request may not ask for, and why. */
export const cloneSeveralMessages = {
  cloneSeveralMustListCampaign: {
    en: '{{field}} must include the campaign given as the campaign to clone.',
    es: 'El campo «{{field}}» debe incluir la campaña indicada como campaña que se clona.',
  },
  cloneSeveralTooManyJobs: {
    en: 'That is {{count}} clones at once (campaigns × accounts); at most {{max}} fit in one batch. Choose fewer campaigns or accounts.',
    es: 'Son {{count}} clonaciones a la vez (campañas × cuentas); caben como máximo {{max}} en un lote. Elige menos campañas o cuentas.',
  },
  cloneSeveralOwnBudget: {
    en: 'With several campaigns each clone takes its own campaign’s budget (times the multiplier): leave the per-account budget empty.',
    es: 'Con varias campañas, cada copia toma el presupuesto de su propia campaña (por el multiplicador): deja vacío el presupuesto por cuenta.',
  },
  cloneSeveralSourceWithoutBudget: {
    en: 'The campaign {{campaign}} has no budget, neither on the campaign nor on its ad sets, so it cannot take its own budget. Clone it on its own.',
    es: 'La campaña {{campaign}} no tiene presupuesto, ni en la campaña ni en sus conjuntos de anuncios, así que no puede llevar el suyo. Clónala sola.',
  },
} as const satisfies MessageTable;
