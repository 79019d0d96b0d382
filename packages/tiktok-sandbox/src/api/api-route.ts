import type { TikTokSandbox, SandboxState } from '../sandbox.ts';
import type { AccessToken } from '../world/world-types.ts';

interface ApiCall {
  sandbox: TikTokSandbox;
  state: SandboxState;
  /** Query (decoded) for GET, the JSON or multipart body for POST. */
  params: Record<string, unknown>;
  /** The caller's token, for routes that need one. */
  token: AccessToken;
  /** Where the API is served from, for absolute urls (image_url). */
  baseUrl: string;
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** Below /open_api/v1.3, with TikTok's trailing slash: `/campaign/get/`. */
  path: string;
  /** oauth2/access_token is the one call made before there is a token. */
  needsToken: boolean;
  handle(call: ApiCall): unknown;
}
