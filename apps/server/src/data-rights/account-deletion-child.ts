// Runs one account deletion in a process of its own, one row per transaction, printing a line after each committed
// batch, so a test can SIGKILL it mid-way. Arguments: one JSON object (see `DeletionChildOptions`).
import { createTokenCipher, parseTokenKey, runAccountDeletion } from '@adfleet/core';
import { createGraphClient } from '@adfleet/core/graph';
import { createDatabase } from '@adfleet/db';
import { startJobQueue } from '../jobs/job-queue.ts';

export interface DeletionChildOptions {
  connectionString: string;
  requestId: string;
  tokenKey: string;
  graph: { baseUrl: string; version: string; appSecret: string };
}

const options = JSON.parse(process.argv[2] ?? '{}') as DeletionChildOptions;
const { db, destroy } = createDatabase(options.connectionString, { maxConnections: 2 });
const jobs = await startJobQueue(options.connectionString, (error) => process.stderr.write(`${error.message}\n`));
await runAccountDeletion(
  { db, graph: createGraphClient(options.graph), cipher: createTokenCipher(parseTokenKey(options.tokenKey)), jobs: jobs.transactional, now: () => new Date() },
  options.requestId,
  { batchSize: 1, onBatch: (table) => process.stdout.write(`batch ${table}\n`) },
);
process.stdout.write('finished\n');
await jobs.stop();
await destroy();
