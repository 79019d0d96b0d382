import type { FastifyError, FastifyInstance } from 'fastify';
import { API_VERSION_PATH } from '../constants.ts';
import { CODES } from '../errors/tiktok-errors.ts';
import type { TikTokSandbox } from '../sandbox.ts';
import { newRequestId } from './register-api-routes.ts';

/**
 * A body Fastify cannot read (malformed JSON, a file past the size limit) never reaches a route: on the API it is
 * still answered as TikTok answers bad input, HTTP 200 with code 40002, and logged like any call. Elsewhere (the
 * authorization page, the controls) it keeps Fastify's own 4xx.
 */
export function registerBodyErrorHandler(server: FastifyInstance, sandbox: TikTokSandbox) {
  server.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const path = request.url.split('?')[0] ?? '';
    if (status >= 500) sandbox.state.reportError(error);
    if (!path.includes(`${API_VERSION_PATH}/`) || status >= 500) return reply.status(status).send({ error: error.code ?? 'ERROR', message: status >= 500 ? 'Sandbox failure' : error.message });
    const requestId = newRequestId(sandbox.state.now());
    const message = error.code === 'FST_REQ_FILE_TOO_LARGE' ? 'image_file: The file is larger than 10 MB.' : `body: ${error.message}.`;
    sandbox.state.calls.add({ at: sandbox.state.now().toISOString(), method: request.method, path, code: CODES.PARAMETER, requestId });
    return reply.status(200).send({ code: CODES.PARAMETER, message, request_id: requestId, data: {} });
  });
}
