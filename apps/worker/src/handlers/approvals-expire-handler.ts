import { expireProposals } from '@adfleet/core';
import type { JobHandler } from './job-handler.ts';

export const handleApprovalsExpire: JobHandler<'approvals.expire'> = async (_payload, { sync }) => expireProposals(sync.db, sync.now());
