import { z } from 'zod';

/** `FAULT_TRIALS=full` (or `pnpm trials:faults`) runs the long fault trials whose figures docs/benchmarks.md reports. */
export const faultTrialsMode = z.enum(['short', 'full']).default('short').parse(process.env.FAULT_TRIALS || undefined);
