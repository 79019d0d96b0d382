import { AppError, deleteFacebookUserData, parseSignedRequest, revokeFacebookUser, userMessage } from '@adfleet/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ServerDeps, syncDepsOf } from '../trpc/context.ts';

function signedRequestOf(request: FastifyRequest, deps: ServerDeps) {
  const body = request.body as { signed_request?: unknown } | undefined;
  if (typeof body?.signed_request !== 'string') throw new AppError('VALIDATION_FAILED', userMessage('signedRequestMissing'));
  return parseSignedRequest(body.signed_request, deps.config.meta.appSecret, deps.now());
}

/**
 * Meta's server-to-server callbacks, authenticated by the app secret's signature on `signed_request` (not by a
 * session), fresh by its issued_at and accepted once: Deauthorize (the user removed the app) and Data Deletion (the
 * user asked for their data to go).
 */
export async function registerFacebookCallbackRoutes(server: FastifyInstance, deps: ServerDeps): Promise<void> {
  // Meta posts these as HTML forms; scoped to this plugin so the rest of the API keeps accepting JSON only.
  await server.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.post('/api/facebook/deauthorize', async (request) => {
      const revoked = await revokeFacebookUser(syncDepsOf(deps), signedRequestOf(request, deps));
      return { success: true, revoked };
    });

    scope.post('/api/facebook/data-deletion', async (request) => {
      const { confirmationCode } = await deleteFacebookUserData(syncDepsOf(deps), signedRequestOf(request, deps));
      const url = `${deps.config.publicUrl}/data-deletion/status?${new URLSearchParams({ code: confirmationCode })}`;
      return { url, confirmation_code: confirmationCode };
    });
  });
}
