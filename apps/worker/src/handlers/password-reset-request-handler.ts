import { issuePasswordReset } from '@adfleet/core';
import type { JobHandler } from './job-handler.ts';

export const handlePasswordResetRequest: JobHandler<'auth.password_reset_request'> = (payload, { db, sync }) => issuePasswordReset(db, sync.jobs, payload, sync.now());
