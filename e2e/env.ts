import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3211);

/** The only place the end-to-end setup reads the environment. */
export const e2eEnv = {
  /** Port of the app instance the journeys start; chosen away from the default 3000 so a dev instance can keep running. */
  port,
  /** DATA_DIR of that instance, emptied at each run; journeys read the sandbox's control key from it. */
  dataDir: path.join(os.tmpdir(), `adfleet-e2e-${port}`),
  ci: Boolean(process.env.CI),
  /** Every bilingual journey in both languages (`pnpm test:e2e:full`); otherwise each in one (e2e/support/journey-languages.ts). */
  bothLanguages: process.env.E2E_LANGUAGES === 'both',
};
