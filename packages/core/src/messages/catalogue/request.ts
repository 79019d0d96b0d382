import type { MessageTable } from '../message-text.ts';

/** The edge's and every procedure's generic answers: authentication, refusals, limits, the unexpected. */
export const requestMessages = {
  notAuthenticated: { en: 'Sign in to continue.', es: 'Inicia sesión para continuar.' },
  sessionExpired: { en: 'Your session is invalid or has expired. Sign in again.', es: 'Tu sesión no es válida o ha caducado. Vuelve a iniciar sesión.' },
  noSessionCookie: { en: 'There is no session cookie in this browser.', es: 'No hay cookie de sesión en este navegador.' },
  csrfRejected: { en: 'The security token of this request is missing or invalid. Reload the page and try again.', es: 'Falta el token de seguridad de la petición o no es válido. Recarga la página e inténtalo de nuevo.' },
  notFound: { en: 'Not found.', es: 'No encontrado.' },
  methodNotAllowed: { en: '{{method}} is not allowed here; use {{allowed}}.', es: '{{method}} no está permitido aquí; usa {{allowed}}.' },
  unsupportedMediaType: { en: 'Send the request body as application/json.', es: 'Envía el cuerpo de la petición como application/json.' },
  invalidJsonBody: { en: 'The request body is not valid JSON.', es: 'El cuerpo de la petición no es JSON válido.' },
  emptyJsonBody: { en: 'The request body is empty.', es: 'El cuerpo de la petición está vacío.' },
  badUrl: { en: 'The URL is not valid.', es: 'La URL no es válida.' },
  malformedRequest: { en: 'The request is malformed.', es: 'La petición está mal formada.' },
  requestTimeout: { en: 'The request took too long to arrive.', es: 'La petición tardó demasiado en llegar.' },
  payloadTooLarge: { en: 'The request body is too large.', es: 'El cuerpo de la petición es demasiado grande.' },
  urlTooLong: { en: 'The URL is too long.', es: 'La URL es demasiado larga.' },
  headersTooLarge: { en: 'The request headers are too large.', es: 'Las cabeceras de la petición son demasiado grandes.' },
  tooManyRequests: { en: 'Too many requests; try again later.', es: 'Demasiadas peticiones; inténtalo más tarde.' },
  textHasNul: { en: 'Text must not contain NUL characters.', es: 'El texto no puede contener caracteres NUL.' },
  textNotUnicode: { en: 'Text must be valid Unicode.', es: 'El texto debe ser Unicode válido.' },
  inputTooDeep: { en: 'Input must not nest deeper than {{levels}} levels.', es: 'La entrada no puede anidarse más de {{levels}} niveles.' },
  invalidCursor: { en: 'The page cursor is not valid.', es: 'El cursor de página no es válido.' },
  invalidRequest: { en: 'The request is not valid.', es: 'La petición no es válida.' },
  serviceUnavailable: { en: 'The service is unavailable right now. Try again in a moment.', es: 'El servicio no está disponible en este momento. Inténtalo de nuevo en un momento.' },
  internalError: { en: 'Internal server error.', es: 'Error interno del servidor.' },
} as const satisfies MessageTable;
