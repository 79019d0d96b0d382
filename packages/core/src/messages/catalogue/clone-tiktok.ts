import type { MessageTable } from '../message-text.ts';

/** Cloning a TikTok campaign across advertisers: what differs from Meta's words (TikTok's names, its asset sharing). */
export const cloneTikTokMessages = {
  cloneTargetOtherPlatform: {
    en: 'The account {{adAccountId}} is on another platform than the source campaign; a campaign is duplicated only within its platform.',
    es: 'La cuenta {{adAccountId}} es de otra plataforma que la campaña de origen; una campaña solo se duplica dentro de su plataforma.',
  },
  cloneTikTokTargetTokenInvalid: {
    en: 'The advertiser {{account}} ({{adAccountId}}) has an invalid token: connect TikTok again.',
    es: 'El anunciante {{account}} ({{adAccountId}}) tiene un token inválido: vuelve a conectar TikTok.',
  },
  cloneTikTokSourceConnectionInvalid: {
    en: "The source advertiser's TikTok connection is not valid. Connect TikTok again.",
    es: 'La conexión de TikTok del anunciante de origen no es válida. Vuelve a conectar TikTok.',
  },
  cloneTikTokSourceTokenRejected: {
    en: 'TikTok rejected the saved token of the source advertiser. Connect TikTok again.',
    es: 'TikTok rechazó el token guardado del anunciante de origen. Vuelve a conectar TikTok.',
  },
  cloneTikTokSourceThrottled: {
    en: 'TikTok is limiting requests right now. Try again in a few minutes.',
    es: 'TikTok está limitando las peticiones ahora mismo. Inténtalo en unos minutos.',
  },
  cloneSeveralTikTok: {
    en: 'TikTok campaigns are duplicated one at a time: choose Duplicate on the campaign. Several at once works for Meta campaigns.',
    es: 'Las campañas de TikTok se duplican de una en una: elige Duplicar en la campaña. Varias a la vez funciona con campañas de Meta.',
  },
  cloneTikTokSourceGone: { en: 'The source campaign no longer exists on TikTok.', es: 'La campaña de origen ya no existe en TikTok.' },
  cloneTikTokSourceUnreadable: { en: 'Could not read the source campaign on TikTok.', es: 'No se pudo leer la campaña de origen en TikTok.' },
  cloneTikTokRefused: { en: 'TikTok refused the request (error {{errorCode}}): {{detail}}', es: 'TikTok rechazó la petición (error {{errorCode}}): {{detail}}' },
  cloneTikTokConnectionLost: {
    en: "This advertiser's TikTok connection is no longer valid. Connect TikTok again.",
    es: 'La conexión de TikTok de este anunciante ya no es válida. Vuelve a conectar TikTok.',
  },
  preflightTikTokTokenInvalid: {
    en: 'TikTok no longer accepts the connection of {{account}}. Connect TikTok again.',
    es: 'TikTok ya no acepta la conexión de {{account}}. Vuelve a conectar TikTok.',
  },
  preflightTikTokAccountInactive: {
    en: 'The advertiser {{account}} is not active ({{status}}). Settle it in TikTok Ads Manager or leave it out.',
    es: 'El anunciante {{account}} no está activo ({{status}}). Regularízalo en TikTok Ads Manager o quítalo.',
  },
  preflightTikTokUnreadable: {
    en: 'TikTok did not answer for {{account}}, so it could not be checked. Try again in a moment.',
    es: 'TikTok no respondió para {{account}}, así que no se pudo comprobar. Inténtalo de nuevo en un momento.',
  },
  preflightTikTokAssetsNotShareable: {
    en: "The images of the source campaign cannot be shared with {{account}}: it was connected in another TikTok authorization than the source's advertiser. Connect both advertisers together, or leave it out.",
    es: 'Las imágenes de la campaña de origen no se pueden compartir con {{account}}: se conectó en otra autorización de TikTok que el anunciante de origen. Conecta ambos anunciantes juntos o quítalo.',
  },
} as const satisfies MessageTable;
