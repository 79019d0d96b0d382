import { z } from 'zod';

const trialsEnv = z
  .object({
    /** `full` (`pnpm test:full`, `pnpm trials:faults`) runs the long fault trials whose figures docs/benchmarks.md reports. */
    FAULT_TRIALS: z.enum(['short', 'full']).default('short'),
    /** Seeds the trials' random kill moments, the same in every run unless set: a failure prints it, to replay that run. */
    FAULT_TRIALS_SEED: z.coerce.number().int().default(20_261_206),
  })
  .parse({ FAULT_TRIALS: process.env.FAULT_TRIALS || undefined, FAULT_TRIALS_SEED: process.env.FAULT_TRIALS_SEED || undefined });

export const faultTrialsMode = trialsEnv.FAULT_TRIALS;
export const faultTrialsSeed = trialsEnv.FAULT_TRIALS_SEED;
