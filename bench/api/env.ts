/** The only place the API bench reads the environment: the server it starts inherits it (PATH, TEST_DATABASE_URL). */
export function inheritedEnvironment(): Record<string, string | undefined> {
  return { ...process.env };
}
