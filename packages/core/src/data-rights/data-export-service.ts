import { type ExportSink, type OwnerScope, writeUserDataForExport } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import type { SettingsDeps } from '../settings/settings-deps.ts';
import { takeExportSlot } from './deletion-rate-limit.ts';

const DATA_EXPORT_FORMAT = 'adfleet-data-export/1';

/** Writes one export's sections to a sink; what an allowed, audited export request hands its route. */
export type ExportWriting = (sink: ExportSink) => Promise<void>;

/** The one place a signed-in export request becomes a scope; teams will widen it here. */
export function exportScopeOf(user: { id: string }): OwnerScope {
  return { userId: user.id };
}

/**
 * Everything AdFleet holds about the caller, as one document (the right of access and of portability). The export is
 * rate-limited and audited before anything is written (so a refusal is a plain error answer, and the audit row is in
 * the file it produces); what it returns writes the document to any sink, streamed, whatever its size. The repository
 * never selects a secret column.
 */
export async function startUserDataExport(deps: SettingsDeps, scope: OwnerScope): Promise<ExportWriting> {
  await takeExportSlot(deps.db, scope.userId, deps.now);
  await deps.db.transaction().execute((trx) =>
    recordAudit(trx, {
      event: { action: 'data.exported', metadata: {} },
      userId: scope.userId,
      actor: { type: 'user', userId: scope.userId },
      request: deps.request,
    }),
  );
  return async (sink) => {
    await sink.value('format', DATA_EXPORT_FORMAT);
    await sink.value('exportedAt', deps.now.toISOString());
    await writeUserDataForExport(deps.db, scope, sink);
  };
}
