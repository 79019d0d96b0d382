/**
 * A TikTok connection that did not happen, as OAuth-style codes the browser flow hands back to the page it began on
 * (the page renders them; no words travel in a URL).
 */
export class TikTokConnectError extends Error {
  override name = 'TikTokConnectError';
  readonly oauthError: string;
  readonly oauthReason: string;
  constructor(oauthError: string, oauthReason: string, options: { cause?: unknown } = {}) {
    super(`TikTok connect failed: ${oauthError}/${oauthReason}`, options);
    this.oauthError = oauthError;
    this.oauthReason = oauthReason;
  }
}
