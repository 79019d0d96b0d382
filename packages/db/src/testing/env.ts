/** The only place the test database provider reads the environment. */
export const testDatabaseEnv = {
  /** A PostgreSQL server the tests may create and drop databases on (its maintenance database URL). */
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || undefined,
};
