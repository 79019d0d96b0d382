import { router } from '../../init.ts';
import { approvalsApprove } from './approvals-approve.ts';
import { approvalsGet } from './approvals-get.ts';
import { approvalsList } from './approvals-list.ts';
import { approvalsPendingCount } from './approvals-pending-count.ts';
import { approvalsReject } from './approvals-reject.ts';
import { approvalsSetRequired } from './approvals-set-required.ts';
import { approvalsSettings } from './approvals-settings.ts';

export const approvalsRouter = router({
  settings: approvalsSettings,
  setRequired: approvalsSetRequired,
  list: approvalsList,
  get: approvalsGet,
  pendingCount: approvalsPendingCount,
  approve: approvalsApprove,
  reject: approvalsReject,
});
