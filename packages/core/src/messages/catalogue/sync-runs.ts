import type { MessageTable } from '../message-text.ts';

/** Why a sync run failed and why a connection stopped being usable, as stored on their rows. */
export const syncRunMessages = {
  syncRunLost: {
    en: 'The sync stopped before it finished (its job was lost); the next sync reads the same data',
    es: 'La sincronización se detuvo antes de terminar (su trabajo se perdió); la próxima sincronización lee los mismos datos',
  },
  syncRunThrottled: {
    en: 'Meta throttled this ad account; the sync already queued for it will catch up',
    es: 'Meta limitó las peticiones de esta cuenta publicitaria; la sincronización que ya tiene en cola se pondrá al día',
  },
  syncRunConnectionInvalid: { en: 'The Facebook connection is no longer valid', es: 'La conexión de Facebook ya no es válida' },
  syncRunMetaError: { en: 'Meta error {{errorCode}}: {{detail}}', es: 'Error de Meta {{errorCode}}: {{detail}}' },
  syncRunStopped: { en: 'The sync was stopped before it finished', es: 'La sincronización se detuvo antes de terminar' },
  syncRunUnexpected: { en: 'Unexpected error while syncing', es: 'Error inesperado al sincronizar' },
  connectionAppRemoved: { en: 'The app was removed on Facebook', es: 'La aplicación se eliminó en Facebook' },
  connectionTokenRejected: { en: 'Meta rejected the token (error {{errorCode}})', es: 'Meta rechazó el token (error {{errorCode}})' },
} as const satisfies MessageTable;
