import { router } from '../../init.ts';
import { dataRightsConfirmDeletion } from './data-rights-confirm-deletion.ts';
import { dataRightsDeleteAccount } from './data-rights-delete-account.ts';
import { dataRightsDeletionStatus } from './data-rights-deletion-status.ts';
import { dataRightsRequestDeletion } from './data-rights-request-deletion.ts';

export const dataRightsRouter = router({
  requestDeletion: dataRightsRequestDeletion,
  confirmDeletion: dataRightsConfirmDeletion,
  deletionStatus: dataRightsDeletionStatus,
  deleteAccount: dataRightsDeleteAccount,
});
