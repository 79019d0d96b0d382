import { CODE_LIFETIME_MS, KNOWN_SCOPES, LONG_LIVED_SECONDS, SANDBOX_APP_ID, SANDBOX_APP_NAME, SYSTEM_USER_TOKEN_SECONDS } from '../constants.ts';
import { errors, GraphApiError } from '../errors/graph-errors.ts';
import type { Params, SandboxState } from '../graph/graph-types.ts';
import { optionalBool } from '../graph/params.ts';
import type { DemoUser } from '../world/world-types.ts';
import { newAccessToken, newAuthCode, proofMatches, sameSecret, type AccessToken } from './token-store.ts';

/** public_profile is always granted; the user may decline anything else, as in Meta's dialog. */
function decideScopes(user: DemoUser, requested: string[]): { scopes: string[]; declined: string[] } {
  const wanted = [...new Set(['public_profile', ...requested])];
  return { scopes: wanted.filter((scope) => !user.declines.includes(scope)), declined: wanted.filter((scope) => user.declines.includes(scope)) };
}

export function parseScopes(scope: string | undefined): string[] {
  return (scope ?? '')
    .split(/[,\s]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The moment `seconds` from the sandbox's now, in epoch ms; 0 seconds is a token that never expires. */
export const expiryIn = (state: SandboxState, seconds: number): number => (seconds === 0 ? 0 : state.now().getTime() + seconds * 1000);

/** What a token grants, and to whom: a login's user token, or a system user's. */
type Grant = Pick<AccessToken, 'userId' | 'scopes' | 'declined' | 'systemUser'>;

export function issueToken(state: SandboxState, grant: Grant, expiresAt: number): AccessToken {
  const token: AccessToken = {
    token: newAccessToken(),
    userId: grant.userId,
    scopes: grant.scopes,
    declined: grant.declined,
    issuedAt: state.now().getTime(),
    expiresAt,
    ...(grant.systemUser ? { systemUser: true as const } : {}),
  };
  state.tokens[token.token] = token;
  state.changed();
  return token;
}

export function issueCode(state: SandboxState, userId: string, redirectUri: string, requested: string[]): string {
  const user = state.world.users[userId];
  if (!user) throw new Error(`unknown demo user ${userId}`);
  const { scopes, declined } = decideScopes(user, requested);
  const code = newAuthCode();
  state.codes.set(code, { code, userId, redirectUri, scopes, declined, expiresAt: state.now().getTime() + CODE_LIFETIME_MS, used: false });
  return code;
}

/** Throws the 190 error Meta gives for this token, or returns it with its user. */
export function authenticate(state: SandboxState, rawToken: string | undefined, proof: string | undefined): { token: AccessToken; user: DemoUser } {
  if (!rawToken) throw new GraphApiError({ message: 'An access token is required to request this resource.', code: 104 });
  const token = state.tokens[rawToken];
  const user = token ? state.world.users[token.userId] : undefined;
  if (!token || !user) throw errors.unparseableToken();
  const now = state.now();
  if (token.invalidatedWith === 458) throw errors.appNotAuthorized(user.id, SANDBOX_APP_ID);
  if (token.invalidatedWith === 460) throw errors.passwordChanged();
  if (token.invalidatedWith === 467) throw errors.invalidSession();
  if (token.expiresAt !== 0 && token.expiresAt <= now.getTime()) throw errors.expiredToken(new Date(token.expiresAt), now);
  if (proof !== undefined && !proofMatches(rawToken, proof, state.config.appSecret)) throw errors.badProof();
  if (proof === undefined && state.config.requireAppsecretProof) throw errors.proofRequired();
  return { token, user };
}

function clientCredentials(params: Params, authorization: string | undefined): { clientId?: string; clientSecret?: string } {
  // OAuth2 libraries (simple-oauth2 behind @fastify/oauth2) send the client credentials as HTTP Basic by default.
  const basic = /^Basic\s+(.+)$/i.exec(authorization ?? '');
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic[1] ?? '', 'base64').toString('utf8').split(':');
    return { clientId: decodeURIComponent(id), clientSecret: decodeURIComponent(secret) };
  }
  return { clientId: params.client_id, clientSecret: params.client_secret };
}

/** GET|POST /oauth/access_token: the code exchange and the fb_exchange_token long-lived exchange. */
export function exchangeToken(state: SandboxState, params: Params, authorization: string | undefined) {
  const { clientId, clientSecret } = clientCredentials(params, authorization);
  if (clientId !== SANDBOX_APP_ID) throw new GraphApiError({ message: 'Error validating application. Invalid application ID.', code: 101 });
  if (!sameSecret(state.config.appSecret, clientSecret ?? '')) throw new GraphApiError({ message: 'Error validating client secret.', code: 1, httpStatus: 400 });
  // A token that never expires is answered without expires_in.
  const answer = (token: AccessToken) => ({
    access_token: token.token,
    token_type: 'bearer',
    ...(token.expiresAt === 0 ? {} : { expires_in: Math.round((token.expiresAt - state.now().getTime()) / 1000) }),
  });

  if (params.grant_type === 'fb_exchange_token') {
    // authenticate refuses an expired token (190/463): Meta exchanges only live ones.
    const { token } = authenticate(state, params.fb_exchange_token, undefined);
    if (!token.systemUser) return answer(issueToken(state, token, expiryIn(state, LONG_LIVED_SECONDS)));
    // A system user's token is refreshed for 60 more days only when the exchange asks for it; otherwise nothing is extended.
    const refresh = optionalBool(params, 'set_token_expires_in_60_days') === true;
    return answer(issueToken(state, token, refresh ? expiryIn(state, SYSTEM_USER_TOKEN_SECONDS) : token.expiresAt));
  }
  const code = params.code ? state.codes.get(params.code) : undefined;
  if (!code) throw errors.invalidParam('Invalid verification code format.', { subcode: 36009 });
  if (code.used) throw errors.invalidParam('This authorization code has been used.', { subcode: 36009 });
  if (code.expiresAt <= state.now().getTime()) throw errors.invalidParam('This authorization code has expired.', { subcode: 36007 });
  if (params.redirect_uri !== code.redirectUri) {
    throw errors.invalidParam('Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request', { subcode: 36008 });
  }
  code.used = true;
  return answer(issueToken(state, code, expiryIn(state, LONG_LIVED_SECONDS)));
}

/** GET /debug_token: inspected with the app token `app_id|app_secret` (or a user token of the same app). */
export function debugToken(state: SandboxState, params: Params, bearer: string | undefined) {
  const inspector = params.access_token ?? bearer;
  if (!sameSecret(`${SANDBOX_APP_ID}|${state.config.appSecret}`, inspector ?? '')) authenticate(state, inspector, undefined);
  const input = params.input_token ? state.tokens[params.input_token] : undefined;
  if (!input) {
    return { data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] } };
  }
  const user = state.world.users[input.userId];
  let failure: GraphApiError | undefined;
  try {
    authenticate(state, input.token, undefined);
  } catch (error) {
    failure = error as GraphApiError;
  }
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const targets: Record<string, string[]> = {
    ads_management: user?.accountIds ?? [],
    ads_read: user?.accountIds ?? [],
    business_management: [...new Set((user?.accountIds ?? []).map((id) => state.world.accounts[id]?.businessId ?? ''))],
  };
  return {
    data: {
      app_id: SANDBOX_APP_ID,
      type: input.systemUser ? 'SYSTEM_USER' : 'USER',
      application: SANDBOX_APP_NAME,
      // A login's data access lapses 90 days after it; a system user never logs in, so its access does not.
      data_access_expires_at: input.systemUser ? 0 : seconds(input.issuedAt) + 90 * 86_400,
      expires_at: input.expiresAt === 0 ? 0 : seconds(input.expiresAt),
      is_valid: !failure,
      issued_at: seconds(input.issuedAt),
      scopes: input.scopes,
      granular_scopes: input.scopes.filter((scope) => scope !== 'public_profile').map((scope) => ({ scope, ...(targets[scope] ? { target_ids: targets[scope] } : {}) })),
      user_id: input.userId,
      ...(failure ? { error: { code: failure.body.code, message: failure.body.message, subcode: failure.body.error_subcode } } : {}),
    },
  };
}

export function isKnownScope(scope: string): boolean {
  return (KNOWN_SCOPES as readonly string[]).includes(scope);
}
