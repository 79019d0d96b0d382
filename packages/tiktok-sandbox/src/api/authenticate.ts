import { errors } from '../errors/tiktok-errors.ts';
import type { SandboxState } from '../sandbox.ts';
import type { AccessToken, Advertiser } from '../world/world-types.ts';

/** The `Access-Token` header (not a bearer header, not a parameter), checked as TikTok checks it. */
export function authenticate(state: SandboxState, header: string | string[] | undefined): AccessToken {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) throw errors.tokenEmpty();
  const token = Object.hasOwn(state.tokens, raw) ? state.tokens[raw] : undefined;
  if (!token || token.revoked) throw errors.tokenInvalid();
  return token;
}

/** The advertiser, if this token was granted it; 40001 otherwise (unknown advertisers included, so ids are not probed). */
export function advertiserFor(state: SandboxState, token: AccessToken, advertiserId: string): Advertiser {
  const advertiser = state.world.advertisers[advertiserId];
  if (!advertiser || !token.advertiserIds.includes(advertiserId)) throw errors.noPermission(advertiserId);
  return advertiser;
}

/** Writes need an advertiser that may deliver. */
export function writableAdvertiser(state: SandboxState, token: AccessToken, advertiserId: string): Advertiser {
  const advertiser = advertiserFor(state, token, advertiserId);
  if (advertiser.status !== 'STATUS_ENABLE') throw errors.parameter(`advertiser_id: Advertiser ${advertiserId} is not active (${advertiser.status}).`);
  return advertiser;
}
