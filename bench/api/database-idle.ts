import pg from 'pg';

/**
 * Waits until no other session runs a statement on the bench's database: requests a load left queued in a server's
 * pool keep running after autocannon stops, and would otherwise eat into the next target's run. Gives up after
 * `timeoutMs` and says so (the figures that follow are then to be read with care).
 */
export async function untilDatabaseIdle(connectionString: string, timeoutMs = 60_000): Promise<boolean> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ active: string }>(
        `select count(*) as active from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if (Number(rows[0]?.active) === 0) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}
