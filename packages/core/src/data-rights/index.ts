export { deleteAccountNow } from './account-deletion-service.ts';
export { type AccountDeletionDeps, type AccountDeletionOptions, runAccountDeletion } from './account-deletion-run.ts';
export { erasedAuditMetadata } from './audit-erasure.ts';
export * from './data-rights-schemas.ts';
export { DATA_EXPORT_FORMAT, type DataExport, type ExportWriting, exportScopeOf, exportUserData, startUserDataExport } from './data-export-service.ts';
export { createJsonExportWriter, type JsonExportWriter } from './json-export-writer.ts';
export { startWorkspaceExport, WORKSPACE_EXPORT_FORMAT, type WorkspaceExportStart, workspaceExportFileName } from './workspace-export-service.ts';
export { DELETION_REQUEST_LIMITS, EXPORT_LIMIT_PER_HOUR } from './deletion-rate-limit.ts';
export { CONFIRMATION_VALID_HOURS, confirmDataDeletion, dataDeletionStatus, requestDataDeletion } from './deletion-request-service.ts';
