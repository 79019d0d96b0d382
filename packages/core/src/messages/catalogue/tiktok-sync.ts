import type { MessageTable } from '../message-text.ts';

/** Why a TikTok advertiser's sync failed or its connection stopped being usable, as stored on their rows. */
export const tiktokSyncMessages = {
  syncRunTikTokError: { en: 'TikTok error {{errorCode}}: {{detail}}', es: 'Error de TikTok {{errorCode}}: {{detail}}' },
  syncRunTikTokThrottled: {
    en: 'TikTok limited the requests for this advertiser; the sync already queued for it will catch up',
    es: 'TikTok limitó las peticiones de este anunciante; la sincronización que ya tiene en cola se pondrá al día',
  },
  syncRunTikTokConnectionInvalid: { en: 'The TikTok connection is no longer valid', es: 'La conexión de TikTok ya no es válida' },
  connectionTikTokTokenRejected: { en: 'TikTok rejected the token (error {{errorCode}})', es: 'TikTok rechazó el token (error {{errorCode}})' },
} as const satisfies MessageTable;
