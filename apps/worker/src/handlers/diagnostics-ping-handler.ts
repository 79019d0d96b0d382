import type { JobHandler } from './job-handler.ts';

export const handleDiagnosticsPing: JobHandler<'diagnostics.ping'> = async ({ sentAt }, { workerId }) => ({
  pickupMs: Math.max(0, Date.now() - Date.parse(sentAt)),
  workerId,
});
