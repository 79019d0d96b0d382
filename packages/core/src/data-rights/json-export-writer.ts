import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ExportSink } from '@adfleet/db';

/** Text gathered before a write: large enough for few socket writes, small enough to keep memory flat. */
const FLUSH_AT_CHARS = 64 * 1024;

export interface JsonExportWriter extends ExportSink {
  /** Closes the document (`}`) and waits until the output has taken every byte. */
  end(): Promise<void>;
}

/**
 * Writes an export as one JSON object, section by section, byte for byte what `JSON.stringify(whole, null, 2)` would
 * have written, without ever holding the whole: each row is stringified alone and indented into place. Writes wait
 * for the output to drain, so a slow reader slows the database cursor instead of filling memory; an output that
 * closes early (the browser went away) fails the next write, which ends the reading.
 */
export function createJsonExportWriter(out: Writable): JsonExportWriter {
  let pending = '';
  let sections = 0;

  async function write(text: string): Promise<void> {
    pending += text;
    if (pending.length >= FLUSH_AT_CHARS) await flush();
  }

  async function flush(): Promise<void> {
    if (pending === '') return;
    if (out.destroyed || out.writableEnded) throw new Error('The export’s output closed before the export ended');
    const chunk = pending;
    pending = '';
    if (!out.write(chunk)) await drained(out);
  }

  function startSection(key: string): Promise<void> {
    sections += 1;
    return write(`${sections === 1 ? '{\n' : ',\n'}  ${JSON.stringify(key)}: `);
  }

  return {
    async value(key, value) {
      const text = JSON.stringify(value, null, 2) as string | undefined;
      if (text === undefined) return;
      await startSection(key);
      await write(indented(text, '  '));
    },
    async rows(key, rows) {
      await startSection(key);
      let count = 0;
      for await (const row of rows) {
        await write(`${count === 0 ? '[\n' : ',\n'}    ${indented(JSON.stringify(row, null, 2) ?? 'null', '    ')}`);
        count += 1;
      }
      await write(count === 0 ? '[]' : '\n  ]');
    },
    async end() {
      await write(sections === 0 ? '{}' : '\n}');
      await flush();
      out.end();
      await finished(out);
    },
  };
}

/** JSON text nested one level deeper: a string never holds a raw line break, so every one is layout. */
function indented(json: string, by: string): string {
  return json.replaceAll('\n', `\n${by}`);
}

/** Resolves when the output can take more, and fails when it closed or failed first. */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('The export’s output closed before the export ended'));
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}
