import type { JobName } from '@adfleet/core/jobs';
import { handleDiagnosticsPing } from './diagnostics-ping-handler.ts';
import type { JobHandler } from './job-handler.ts';

/** One handler per job contract; leaving a contract without a handler fails the type check. */
export const jobHandlers = {
  'diagnostics.ping': handleDiagnosticsPing,
} as const satisfies { [N in JobName]: JobHandler<N> };
