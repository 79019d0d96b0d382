import type { CallerScope, Db } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import type { DayRange } from '../dates/reporting-range.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { ParsedReportInput } from './report-schemas.ts';

/**
 * Records an export in the workspace's audit trail, naming the member and the days it covers, before the first row
 * leaves, so no download goes unrecorded.
 */
export async function recordReportExport(db: Db, scope: CallerScope, input: ParsedReportInput, days: DayRange, request?: RequestMeta): Promise<void> {
  await db.transaction().execute((trx) =>
    recordAudit(trx, {
      event: { action: 'report.exported', metadata: { groupBy: input.groupBy, from: days.from, to: days.to, platform: input.platform } },
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      ...(request ? { request } : {}),
    }),
  );
}
