import { checkTokenExpiry } from '@adfleet/core';
import type { JobHandler } from './job-handler.ts';

export const handleTokenExpiryCheck: JobHandler<'notifications.token_expiry'> = async (_payload, { sync }) => checkTokenExpiry(sync, sync.now());
