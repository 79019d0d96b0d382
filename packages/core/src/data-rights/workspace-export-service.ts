import { type CallerScope, type ExportSink, findWorkspaceName, writeWorkspaceDataForExport } from '@adfleet/db';
import { withOthersAddressBlanked } from '../activity/others-address.ts';
import { recordAudit } from '../audit/audit-service.ts';
import type { SettingsDeps } from '../settings/settings-deps.ts';
import { requireCapability } from '../workspaces/require-capability.ts';
import type { ExportWriting } from './data-export-service.ts';
import { takeWorkspaceExportSlot } from './deletion-rate-limit.ts';

const WORKSPACE_EXPORT_FORMAT = 'adfleet-workspace-export/1';

/** An allowed, audited workspace export, ready to be written: the file is named after the workspace. */
export interface WorkspaceExportStart {
  fileName: string;
  writing: ExportWriting;
}

/** What an audit row of the workspace's export shows: the caller's own addresses and browsers, no teammate's. */
type AuditExportRow = { actor_user_id: string | null; workspace_id: string | null; ip: string | null; user_agent: string | null };

/**
 * Everything the caller's workspace shares, as one document, for its admins and owner (issue 17). The export is
 * rate-limited and audited before anything is written, so a refusal is a plain error answer and the audit row is in
 * the file it produces; what it returns writes the document to any sink, streamed, whatever its size. Audit rows keep
 * only the caller's own network addresses (as Activity shows them) and browsers.
 */
export async function startWorkspaceExport(deps: SettingsDeps, scope: CallerScope): Promise<WorkspaceExportStart> {
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
  const fileName = workspaceExportFileName((await findWorkspaceName(deps.db, scope.workspaceId)) ?? '', deps.now);
  return {
    fileName,
    writing: async (sink) => {
      await sink.value('format', WORKSPACE_EXPORT_FORMAT);
      await sink.value('exportedAt', deps.now.toISOString());
      await writeWorkspaceDataForExport(deps.db, scope.workspaceId, withAuditRowsShownTo(sink, scope.userId));
    },
  };
}

/** The sink with each audit row passed through what the reader may see of it. */
function withAuditRowsShownTo(sink: ExportSink, readerId: string): ExportSink {
  return {
    value: (key, value) => sink.value(key, value),
    rows: (key, rows) => sink.rows(key, key === 'auditLog' ? shownTo(rows as AsyncIterable<AuditExportRow>, readerId) : rows),
  };
}

async function* shownTo(rows: AsyncIterable<AuditExportRow>, readerId: string): AsyncIterable<AuditExportRow> {
  for await (const row of rows) {
    const shown = withOthersAddressBlanked(row, readerId);
    // A teammate's browser is theirs as much as their address (Activity never shows it): only the reader's own stays.
    yield row.actor_user_id === readerId ? shown : { ...shown, user_agent: null };
  }
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
