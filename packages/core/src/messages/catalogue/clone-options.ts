import type { MessageTable } from '../message-text.ts';

/** The duplication options of a clone request. */
export const cloneOptionsMessages = {
  cloneOptionsAdsNeedAdSets: {
    en: 'Ads can only be duplicated together with their ad sets.',
    es: 'Los anuncios solo se pueden duplicar junto con sus conjuntos de anuncios.',
  },
} as const satisfies MessageTable;
