/** The only place the harness reads the environment: a child process it spawns inherits the test process's. */
export function inheritedEnvironment(): Record<string, string | undefined> {
  return { ...process.env };
}
