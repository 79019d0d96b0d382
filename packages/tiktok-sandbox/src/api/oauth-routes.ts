import { z } from 'zod';
import { errors } from '../errors/tiktok-errors.ts';
import type { ApiRoute } from './api-route.ts';
import { checkApp } from './app-credentials.ts';
import { id, parseParams } from './params.ts';

const accessTokenBody = z.object({ app_id: id, secret: z.string(), auth_code: z.string().min(1) });
const advertiserGetQuery = z.object({ app_id: id, secret: z.string() });

/** The code exchange: a single-use code from the authorization page for a long-lived advertiser token. */
const accessToken: ApiRoute = {
  method: 'POST',
  path: '/oauth2/access_token/',
  needsToken: false,
  handle({ state, sandbox, params }) {
    const body = parseParams(accessTokenBody, params);
    checkApp(state, body.app_id, body.secret);
    const code = state.codes.get(body.auth_code);
    if (!code) throw errors.invalidAuthCode('unknown code');
    if (code.used) throw errors.invalidAuthCode('the code was already used');
    if (code.expiresAt <= state.now().getTime()) throw errors.invalidAuthCode('the code has expired');
    code.used = true;
    const token = sandbox.issueToken(code.personaId, code.advertiserIds);
    return { access_token: token.token, advertiser_ids: token.advertiserIds, scope: token.scope };
  },
};

/** The advertisers a token was granted, named. */
const advertiserGet: ApiRoute = {
  method: 'GET',
  path: '/oauth2/advertiser/get/',
  needsToken: true,
  handle({ state, params, token }) {
    const query = parseParams(advertiserGetQuery, params);
    checkApp(state, query.app_id, query.secret);
    return {
      list: token.advertiserIds.flatMap((advertiserId) => {
        const advertiser = state.world.advertisers[advertiserId];
        return advertiser ? [{ advertiser_id: advertiser.id, advertiser_name: advertiser.name }] : [];
      }),
    };
  },
};

export const oauthRoutes = [accessToken, advertiserGet];
