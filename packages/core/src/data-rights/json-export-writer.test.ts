import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createJsonExportWriter } from './json-export-writer.ts';

async function* rowsOf<Row extends object>(rows: Row[]): AsyncIterable<Row> {
  for (const row of rows) yield row;
}

/** An output that keeps what it was given, taking one write at a time as a slow socket would. */
function collectingOutput(): { out: Writable; text: () => string } {
  const chunks: string[] = [];
  const out = new Writable({
    highWaterMark: 16,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      setImmediate(done);
    },
  });
  return { out, text: () => chunks.join('') };
}

describe('the streamed JSON export', () => {
  it('writes byte for byte what JSON.stringify(whole, null, 2) writes', async () => {
    const audit = Array.from({ length: 3000 }, (_, i) => ({ id: i, at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)), metadata: { note: `línea\n"${i}"`, tags: [i, null] }, ip: null }));
    const whole = {
      format: 'adfleet-data-export/1',
      exportedAt: '2026-11-25T00:00:00.000Z',
      profile: undefined,
      workspace: { id: 'w', name: 'Ñandú 🐦', nested: { empty: [], none: {} } },
      members: [{ user_id: 'u', ad_account_ids: [] }],
      sessions: [],
      auditLog: audit,
    };
    const { out, text } = collectingOutput();
    const writer = createJsonExportWriter(out);
    await writer.value('format', whole.format);
    await writer.value('exportedAt', whole.exportedAt);
    await writer.value('profile', whole.profile);
    await writer.value('workspace', whole.workspace);
    await writer.value('members', whole.members);
    await writer.rows('sessions', rowsOf(whole.sessions));
    await writer.rows('auditLog', rowsOf(whole.auditLog));
    await writer.end();
    expect(text()).toBe(JSON.stringify(whole, null, 2));
  });

  it('stops reading rows once the output has closed (the client went away)', async () => {
    const { out } = collectingOutput();
    const writer = createJsonExportWriter(out);
    let read = 0;
    async function* endless(): AsyncIterable<object> {
      for (;;) {
        read += 1;
        if (read === 2000) out.destroy();
        yield { read, padding: 'x'.repeat(100) };
      }
    }
    await expect(writer.rows('auditLog', endless())).rejects.toThrow(/closed/);
    expect(read).toBeLessThan(3000);
  });
});
