import { type OwnerScope, readUserDataForExport, type UserDataExport } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import type { SettingsDeps } from '../settings/settings-deps.ts';
import { takeExportSlot } from './deletion-rate-limit.ts';

export const DATA_EXPORT_FORMAT = 'adfleet-data-export/1';

export type DataExport = { format: typeof DATA_EXPORT_FORMAT; exportedAt: string } & UserDataExport;

/** The one place a signed-in export request becomes a scope; teams will widen it here. */
export function exportScopeOf(user: { id: string }): OwnerScope {
  return { userId: user.id };
}

/**
 * Everything AdFleet holds about the caller, as one document (the right of access and of portability). The export is
 * audited before it is read, so it is in the file it produces; the repository never selects a secret column.
 */
export async function exportUserData(deps: SettingsDeps, scope: OwnerScope): Promise<DataExport> {
  await takeExportSlot(deps.db, scope.userId, deps.now);
  await deps.db.transaction().execute((trx) =>
    recordAudit(trx, {
      event: { action: 'data.exported', metadata: {} },
      userId: scope.userId,
      actor: { type: 'user', userId: scope.userId },
      request: deps.request,
    }),
  );
  const data = await readUserDataForExport(deps.db, scope);
  return { format: DATA_EXPORT_FORMAT, exportedAt: deps.now.toISOString(), ...data };
}
