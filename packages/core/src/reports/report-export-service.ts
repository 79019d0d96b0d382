import type { CallerScope, Db } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { ParsedReportInput } from './report-schemas.ts';

/**
 * Records an export in the workspace's audit trail, naming the member, before the first row leaves, so no download goes
 * unrecorded.
 */
export async function recordReportExport(db: Db, scope: CallerScope, input: ParsedReportInput, request?: RequestMeta): Promise<void> {
  await db.transaction().execute((trx) =>
    recordAudit(trx, {
      event: { action: 'report.exported', metadata: { groupBy: input.groupBy, from: input.from, to: input.to, platform: input.platform } },
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      ...(request ? { request } : {}),
    }),
  );
}
