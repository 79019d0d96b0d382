import type { JobName } from '@adfleet/core/jobs';
import { handleAccountDeletion } from './account-deletion-handler.ts';
import { handleApprovalsExpire } from './approvals-expire-handler.ts';
import { handleBudgetChange } from './budget-change-handler.ts';
import { handleCloneAccount } from './clone-account-handler.ts';
import { handleDiagnosticsPing } from './diagnostics-ping-handler.ts';
import type { JobHandler } from './job-handler.ts';
import { handleMailSend } from './mail-send-handler.ts';
import { handlePasswordResetRequest } from './password-reset-request-handler.ts';
import { handleRecoverySweep } from './recovery-sweep-handler.ts';
import { handleRefreshExchangeRates } from './refresh-exchange-rates-handler.ts';
import { handleSyncAdAccount } from './sync-ad-account-handler.ts';
import { handleSyncConnection } from './sync-connection-handler.ts';
import { handleTokenExpiryCheck } from './token-expiry-check-handler.ts';
import { handleNotificationPrune } from './notification-prune-handler.ts';

/** One handler per job contract; leaving a contract without a handler fails the type check. */
export const jobHandlers = {
  'diagnostics.ping': handleDiagnosticsPing,
  'sync.connection': handleSyncConnection,
  'sync.ad_account': handleSyncAdAccount,
  'clone.account': handleCloneAccount,
  'recovery.sweep': handleRecoverySweep,
  'currency.refresh_rates': handleRefreshExchangeRates,
  'notifications.token_expiry': handleTokenExpiryCheck,
  'budget.change': handleBudgetChange,
  'notifications.prune': handleNotificationPrune,
  'mail.send': handleMailSend,
  'auth.password_reset_request': handlePasswordResetRequest,
  'account.delete': handleAccountDeletion,
  'approvals.expire': handleApprovalsExpire,
} as const satisfies { [N in JobName]: JobHandler<N> };
