/** The only place the end-to-end setup reads the environment. */
export const e2eEnv = {
  /** Port of the app instance the journeys start; chosen away from the default 3000 so a dev instance can keep running. */
  port: Number(process.env.E2E_PORT ?? 3211),
  ci: Boolean(process.env.CI),
};
