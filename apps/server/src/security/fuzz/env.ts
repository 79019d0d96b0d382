import { z } from 'zod';

/** The fuzzing suite's knobs: CI runs the default; `pnpm fuzz` sets FUZZ_RUNS high, FUZZ_SEED replays a failure. */
const fuzzEnvSchema = z.object({
  FUZZ_RUNS: z.coerce.number().int().min(100).default(10_000),
  FUZZ_SEED: z.coerce.number().int().default(20_261_123),
});

export const fuzzEnv = fuzzEnvSchema.parse(process.env);
