/** The only place the end-to-end setup reads the environment. */
export const e2eEnv = {
  /**
   * The first port of the app instances the journeys start, one per test worker from here up; chosen away from the
   * default 3000 so a dev instance can keep running.
   */
  port: Number(process.env.E2E_PORT ?? 3211),
  /** Test workers, each with an app instance of its own: two keep a two-core machine busy while one waits on a sync. */
  workers: Number(process.env.E2E_WORKERS ?? 2),
  /** Every bilingual journey in both languages (`pnpm test:e2e:full`); otherwise each in one (e2e/support/journey-languages.ts). */
  bothLanguages: process.env.E2E_LANGUAGES === 'both',
};

/** The environment an app instance starts with: this one's (PATH, NODE_OPTIONS …) and the instance's own settings. */
export function appInstanceEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...settings };
}
