import { pruneNotifications } from '@adfleet/core';
import type { JobHandler } from './job-handler.ts';

export const handleNotificationPrune: JobHandler<'notifications.prune'> = async (_payload, { sync }) => pruneNotifications(sync.db, sync.now());
