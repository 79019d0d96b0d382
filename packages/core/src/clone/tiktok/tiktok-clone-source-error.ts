import { AppError } from '../../errors/app-error.ts';
import { userMessage } from '../../messages/index.ts';
import { isTikTokApiError } from '../../tiktok/tiktok-error.ts';

/** The source campaign is not (or no longer) in its advertiser. */
export class TikTokSourceGone extends Error {
  override name = 'TikTokSourceGone';
}

/** Why the source could not be read, as the person can act on it. */
export function tiktokSourceReadError(error: unknown): AppError {
  if (error instanceof TikTokSourceGone) return new AppError('NOT_FOUND', userMessage('cloneTikTokSourceGone'), { cause: error });
  if (isTikTokApiError(error)) {
    if (error.kind === 'auth') return new AppError('PLATFORM_NOT_CONNECTED', userMessage('cloneTikTokSourceTokenRejected'), { cause: error });
    if (error.kind === 'throttled') return new AppError('RATE_LIMITED', userMessage('cloneTikTokSourceThrottled'), { cause: error });
  }
  return new AppError('SERVICE_UNAVAILABLE', userMessage('cloneTikTokSourceUnreadable'), { cause: error });
}
