export { deleteAccountNow } from './account-deletion-service.ts';
export { runAccountDeletion } from './account-deletion-run.ts';
export * from './data-rights-schemas.ts';
export { type ExportWriting, exportScopeOf, startUserDataExport } from './data-export-service.ts';
export { createJsonExportWriter } from './json-export-writer.ts';
export { startWorkspaceExport } from './workspace-export-service.ts';
export { confirmDataDeletion, dataDeletionStatus, requestDataDeletion } from './deletion-request-service.ts';
