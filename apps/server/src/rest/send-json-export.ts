import { PassThrough } from 'node:stream';
import { createJsonExportWriter, type ExportWriting } from '@adfleet/core';
import type { FastifyReply } from 'fastify';

/** What the answer's body holds at most before the export waits for the client: one flush of the writer. */
const BODY_BUFFER_BYTES = 64 * 1024;

/**
 * Answers with an export as a JSON file, written as its rows are read: memory stays flat whatever the export's size,
 * and a slow download slows the database cursor instead of filling memory. The export was allowed and audited before
 * this is called, so every refusal was already an ordinary error answer; a failure once the file has started (the
 * database went away, the client left) ends the answer unfinished, so no one takes a truncated file for a whole one.
 */
export function sendJsonExport(reply: FastifyReply, fileName: string, writing: ExportWriting): FastifyReply {
  const body = new PassThrough({ highWaterMark: BODY_BUFFER_BYTES });
  const writer = createJsonExportWriter(body);
  writing(writer)
    .then(() => writer.end())
    .catch((error: unknown) => {
      if (!body.destroyed) reply.log.warn({ err: error }, 'export ended before it was complete');
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}
