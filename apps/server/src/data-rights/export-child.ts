// Runs one data export in a process of its own, so a test can give it a small V8 heap: the export's bytes are counted
// and dropped, and one JSON line reports how many there were. Arguments: one JSON object (`ExportChildOptions`).
import { Writable } from 'node:stream';
import { createJsonExportWriter, startUserDataExport, startWorkspaceExport } from '@adfleet/core';
import { exportUserData } from '@adfleet/test-support/collected-export';
import { createDatabase } from '@adfleet/db';

export interface ExportChildOptions {
  connectionString: string;
  userId: string;
  workspaceId: string;
  /** `personal` and `workspace` stream as the routes do; `whole` builds the personal export in memory, as it used to be. */
  mode: 'personal' | 'workspace' | 'whole';
}

export interface ExportChildReport {
  bytes: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as ExportChildOptions;
const { db, destroy } = createDatabase(options.connectionString, { maxConnections: 2 });
const deps = { db, now: new Date(), request: { ip: '10.70.0.2', userAgent: 'export-child' } };
let bytes = 0;
const counted = new Writable({
  write(chunk: Buffer | string, _encoding, done) {
    bytes += Buffer.byteLength(chunk);
    done();
  },
});

if (options.mode === 'whole') {
  const text = JSON.stringify(await exportUserData(deps, { userId: options.userId }), null, 2);
  counted.end(text);
} else {
  const writing =
    options.mode === 'personal'
      ? await startUserDataExport(deps, { userId: options.userId })
      : (await startWorkspaceExport(deps, { userId: options.userId, workspaceId: options.workspaceId, role: 'owner' })).writing;
  const writer = createJsonExportWriter(counted);
  await writing(writer);
  await writer.end();
}
await destroy();
process.stdout.write(`${JSON.stringify({ bytes } satisfies ExportChildReport)}\n`);
