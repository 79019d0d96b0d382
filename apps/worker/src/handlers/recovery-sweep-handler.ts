import { sweepOrphanedWork } from '@adfleet/core';
import type { JobHandler } from './job-handler.ts';

export const handleRecoverySweep: JobHandler<'recovery.sweep'> = async (_payload, { sync, log }) => {
  const result = await sweepOrphanedWork(sync);
  if (Object.values(result).some((count) => count > 0)) log.warn({ result }, 'settled work whose job was lost');
  return result;
};
