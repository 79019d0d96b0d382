import { type CallerScope, readWorkspaceDataForExport, type WorkspaceDataExport } from '@adfleet/db';
import { withOthersAddressBlanked } from '../activity/others-address.ts';
import { recordAudit } from '../audit/audit-service.ts';
import type { SettingsDeps } from '../settings/settings-deps.ts';
import { requireCapability } from '../workspaces/require-capability.ts';
import { takeWorkspaceExportSlot } from './deletion-rate-limit.ts';

export const WORKSPACE_EXPORT_FORMAT = 'adfleet-workspace-export/1';

export type WorkspaceExport = { format: typeof WORKSPACE_EXPORT_FORMAT; exportedAt: string } & WorkspaceDataExport;

/**
 * Everything the caller's workspace shares, as one document, for its admins and owner (issue 17). The export is
 * audited before it is read, so it is in the file it produces; audit rows keep only the caller's own network addresses
 * (as Activity shows them) and browsers.
 */
export async function exportWorkspaceData(deps: SettingsDeps, scope: CallerScope): Promise<WorkspaceExport> {
  // The route's procedure builder refuses other roles already; the service never hands the whole workspace to one.
  requireCapability(scope, 'administer');
  await takeWorkspaceExportSlot(deps.db, scope.workspaceId, deps.now);
  await deps.db.transaction().execute((trx) =>
    recordAudit(trx, {
      event: { action: 'workspace.exported', metadata: {} },
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      target: { type: 'workspace', id: scope.workspaceId },
      request: deps.request,
    }),
  );
  const data = await readWorkspaceDataForExport(deps.db, scope.workspaceId);
  return {
    format: WORKSPACE_EXPORT_FORMAT,
    exportedAt: deps.now.toISOString(),
    ...data,
    auditLog: data.auditLog.map((row) => {
      const shown = withOthersAddressBlanked(row, scope.userId);
      // A teammate's browser is theirs as much as their address (Activity never shows it): only the reader's own stays.
      return row.actor_user_id === scope.userId ? shown : { ...shown, user_agent: null };
    }),
  };
}

/** `adfleet-workspace-<name-slug>-<date>.json`: the name in plain ASCII, so any file system and header take it. */
export function workspaceExportFileName(workspaceName: string, now: Date): string {
  const slug = workspaceName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `adfleet-workspace-${slug === '' ? 'workspace' : slug}-${now.toISOString().slice(0, 10)}.json`;
}
