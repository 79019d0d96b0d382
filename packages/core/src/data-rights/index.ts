export { deleteAccountNow } from './account-deletion-service.ts';
export { type AccountDeletionDeps, type AccountDeletionOptions, runAccountDeletion } from './account-deletion-run.ts';
export { erasedAuditMetadata } from './audit-erasure.ts';
export * from './data-rights-schemas.ts';
export { DATA_EXPORT_FORMAT, type DataExport, exportScopeOf, exportUserData } from './data-export-service.ts';
export { exportWorkspaceData, WORKSPACE_EXPORT_FORMAT, type WorkspaceExport, workspaceExportFileName } from './workspace-export-service.ts';
export { DELETION_REQUEST_LIMITS, EXPORT_LIMIT_PER_HOUR } from './deletion-rate-limit.ts';
export { CONFIRMATION_VALID_HOURS, confirmDataDeletion, dataDeletionStatus, requestDataDeletion } from './deletion-request-service.ts';
