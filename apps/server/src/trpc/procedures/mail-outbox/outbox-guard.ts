import { AppError, userMessage } from '@adfleet/core';
import type { Context } from '../../context.ts';

/**
 * The outbox shows every stored message, reset links included: it exists only in sandbox mode outside production
 * (config.mailOutbox). Elsewhere it answers as a path that is not there.
 */
export function requireMailOutbox(ctx: Context): void {
  if (!ctx.deps.config.mailOutbox) throw new AppError('NOT_FOUND', userMessage('notFound'));
}
