import type { FastifyInstance, FastifyReply } from 'fastify';
import { isKnownScope, issueCode, parseScopes } from '../auth/oauth-flow.ts';
import { SANDBOX_APP_ID } from '../constants.ts';
import type { Sandbox } from '../sandbox.ts';
import { browserCookie } from './browser-cookie.ts';
import { consentPage, errorPage, type DialogRequest } from './dialog-page.ts';

type Fields = Record<string, string | undefined>;

/**
 * Checks what Meta checks before showing or finishing the dialog. A bad client_id or redirect_uri renders an
 * error page and never redirects: redirecting to an unregistered URI would hand the code to a stranger.
 */
function validate(sandbox: Sandbox, fields: Fields): { ok: true; request: DialogRequest } | { ok: false; title: string; message: string } {
  if (fields.client_id !== SANDBOX_APP_ID) {
    return { ok: false, title: 'Invalid App ID', message: 'The provided app ID does not look like a valid app ID.' };
  }
  const redirectUri = fields.redirect_uri ?? '';
  if (!sandbox.state.config.redirectUris.includes(redirectUri)) {
    return {
      ok: false,
      title: 'URL blocked',
      message: "This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings. Make sure Client and Web OAuth Login are on and add all your app domains as Valid OAuth Redirect URIs.",
    };
  }
  if ((fields.response_type ?? 'code') !== 'code') {
    return { ok: false, title: 'Unsupported response type', message: 'The sandbox only supports response_type=code.' };
  }
  const scopes = parseScopes(fields.scope);
  const unknown = scopes.filter((scope) => !isKnownScope(scope));
  if (unknown.length > 0) return { ok: false, title: 'Invalid Scopes', message: `Invalid Scopes: ${unknown.join(', ')}.` };
  return { ok: true, request: { clientId: SANDBOX_APP_ID, redirectUri, state: fields.state ?? '', scopes } };
}

function redirectWith(reply: FastifyReply, redirectUri: string, query: Record<string, string>) {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(query)) if (value !== '') target.searchParams.set(name, value);
  return reply.redirect(target.toString(), 302);
}

/** The dialog at `dialogPath`; the browser cookie it sets is sent on `cookiePath` (see browserCookiePath). */
export function registerDialogRoutes(server: FastifyInstance, sandbox: Sandbox, dialogPath: string, cookiePath: string) {
  server.get(dialogPath, async (request, reply) => {
    const result = validate(sandbox, request.query as Fields);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!result.ok) return reply.status(400).send(errorPage(result.title, result.message));
    return reply.send(consentPage(sandbox.users(), sandbox.state.config.appName, request.url.split('?')[0] ?? dialogPath, result.request));
  });

  server.post(dialogPath, async (request, reply) => {
    const fields = (request.body ?? {}) as Fields;
    const result = validate(sandbox, fields);
    if (!result.ok) return reply.status(400).type('text/html; charset=utf-8').send(errorPage(result.title, result.message));
    const { redirectUri, state, scopes } = result.request;
    if (fields.decision !== 'continue') {
      return redirectWith(reply, redirectUri, { error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied', state });
    }
    const identity = sandbox.identityFor(browserCookie(request, reply, cookiePath), fields.user_id ?? '');
    if (!identity) return reply.status(400).type('text/html; charset=utf-8').send(errorPage('Choose a user', 'Pick one of the demo users to continue as.'));
    if (identity === 'full') {
      return reply.status(503).type('text/html; charset=utf-8').send(errorPage('Sandbox full', 'This sandbox has given out all its demo identities. Ask its operator to reset it.'));
    }
    return redirectWith(reply, redirectUri, { code: issueCode(sandbox.state, identity.id, redirectUri, scopes), state });
  });
}
