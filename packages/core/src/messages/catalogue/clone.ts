import type { MessageTable } from '../message-text.ts';

/** Requesting, reading and retrying clones. */
export const cloneMessages = {
  cloneBatchNotFound: { en: 'Clone not found.', es: 'Clonación no encontrada.' },
  cloneRetryOnlyFailed: { en: 'Only an account whose clone failed can be retried.', es: 'Solo se puede reintentar una cuenta cuya clonación falló.' },
  cloneSourceNotFound: { en: 'Campaign not found.', es: 'Campaña no encontrada.' },
  cloneTargetUnknown: {
    en: 'The ad account {{adAccountId}} does not exist or is not yours.',
    es: 'La cuenta {{adAccountId}} no existe o no pertenece a tu usuario.',
  },
  cloneTargetInactive: {
    en: 'The ad account {{account}} ({{adAccountId}}) is not active ({{status}}).',
    es: 'La cuenta {{account}} ({{adAccountId}}) no está activa ({{status}}).',
  },
  cloneTargetTokenInvalid: {
    en: 'The ad account {{account}} ({{adAccountId}}) has an invalid token: connect Facebook again.',
    es: 'La cuenta {{account}} ({{adAccountId}}) tiene un token inválido: vuelve a conectar Facebook.',
  },
  cloneSourceTokenRejected: {
    en: "Facebook rejected the saved token of the source account. Connect Facebook again.",
    es: 'Facebook rechazó el token guardado de la cuenta de origen. Vuelve a conectar Facebook.',
  },
  cloneSourceThrottled: {
    en: 'Facebook is limiting requests for the source account. Try again in a few minutes.',
    es: 'Facebook está limitando las peticiones de la cuenta de origen. Inténtalo en unos minutos.',
  },
  cloneSourceGone: { en: 'The source campaign no longer exists on Facebook.', es: 'La campaña de origen ya no existe en Facebook.' },
  cloneSourceUnreadable: { en: 'Could not read the source campaign on Facebook.', es: 'No se pudo leer la campaña de origen en Facebook.' },
  cloneSourceConnectionInvalid: {
    en: "The source account's Facebook connection is not valid. Connect Facebook again.",
    es: 'La conexión de Facebook de la cuenta de origen no es válida. Vuelve a conectar Facebook.',
  },
  cloneNameTooLong: {
    en: 'The campaign name cannot be longer than {{max}} characters ({{account}}).',
    es: 'El nombre de la campaña no puede superar {{max}} caracteres ({{account}}).',
  },
} as const satisfies MessageTable;
