import type { FastifyInstance, FastifyReply } from 'fastify';
import { AUTH_PAGE_PATH, TIKTOK_SANDBOX_APP_ID } from '../constants.ts';
import type { TikTokSandbox } from '../sandbox.ts';
import { authPage, errorPage, type AuthRequest } from './auth-page.ts';

type Fields = Record<string, string | undefined>;

/**
 * What TikTok checks before showing or finishing the page. A wrong app id or an unregistered redirect URI shows an
 * error page and never redirects: redirecting to an unregistered URI would hand the code to a stranger.
 */
function validate(sandbox: TikTokSandbox, fields: Fields): { ok: true; request: AuthRequest } | { ok: false; title: string; message: string } {
  if (fields.app_id !== TIKTOK_SANDBOX_APP_ID) return { ok: false, title: 'Invalid app', message: 'The app_id does not belong to a TikTok developer app.' };
  const redirectUri = fields.redirect_uri ?? '';
  if (!sandbox.state.config.redirectUris.includes(redirectUri)) {
    return { ok: false, title: 'Redirect URL mismatch', message: "The redirect_uri is not the advertiser redirect URL registered for this app." };
  }
  return { ok: true, request: { appId: TIKTOK_SANDBOX_APP_ID, redirectUri, state: fields.state ?? '' } };
}

function redirectWith(reply: FastifyReply, redirectUri: string, query: Record<string, string>) {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(query)) if (value !== '') target.searchParams.set(name, value);
  return reply.redirect(target.toString(), 302);
}

const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The advertiser authorization page: GET shows the demo people and their advertisers; confirming redirects to
 * `redirect_uri?auth_code=…&state=…` (cancelling, to `redirect_uri?error=access_denied&state=…`).
 */
export function registerAuthRoutes(server: FastifyInstance, sandbox: TikTokSandbox) {
  server.get(AUTH_PAGE_PATH, async (request, reply) => {
    const result = validate(sandbox, request.query as Fields);
    if (!result.ok) return html(reply, 400, errorPage(result.title, result.message));
    const { world, config } = sandbox.state;
    return html(reply, 200, authPage(sandbox.personas(), world.advertisers, config.appName, request.url.split('?')[0] ?? AUTH_PAGE_PATH, result.request));
  });

  server.post(AUTH_PAGE_PATH, async (request, reply) => {
    const fields = (request.body ?? {}) as Fields;
    const result = validate(sandbox, fields);
    if (!result.ok) return html(reply, 400, errorPage(result.title, result.message));
    const { redirectUri, state } = result.request;
    if (fields.decision !== 'confirm') return redirectWith(reply, redirectUri, { error: 'access_denied', state });
    const persona = sandbox.state.world.personas[fields.persona_id ?? ''];
    if (!persona) return html(reply, 400, errorPage('Choose a person', 'Pick one of the demo people to authorize their advertisers.'));
    return redirectWith(reply, redirectUri, { auth_code: sandbox.issueAuthCode(persona.id, [...persona.advertiserIds], redirectUri), state });
  });
}
