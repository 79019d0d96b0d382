export * from './approval-schemas.ts';
export { approvalSettings, needsApproval, setApprovalRequired } from './approval-settings-service.ts';
export { type ApprovalDeps, proposeBudgetChange, proposeClone } from './propose-service.ts';
export { approveProposal, rejectProposal } from './approval-decision-service.ts';
export { getApproval, listApprovals, pendingApprovalCount } from './approval-read-service.ts';
export { expireProposals } from './approval-expiry-service.ts';
