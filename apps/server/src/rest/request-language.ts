import { languageFromAcceptLanguage, type MessageLanguage } from '@adfleet/core/messages';
import type { FastifyRequest } from 'fastify';

/** The language REST answers write a person's messages in: the request's `Accept-Language`, English by default. */
export function requestLanguage(request: FastifyRequest): MessageLanguage {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}
