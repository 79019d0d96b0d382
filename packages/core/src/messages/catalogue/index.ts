import { approvalMessages } from './approvals.ts';
import { authMessages } from './auth.ts';
import { budgetMessages } from './budget.ts';
import { cloneMessages } from './clone.ts';
import { cloneOptionsMessages } from './clone-options.ts';
import { clonePreflightMessages } from './clone-preflight.ts';
import { cloneSeveralMessages } from './clone-several.ts';
import { cloneResultMessages } from './clone-results.ts';
import { cloneScheduleMessages } from './clone-schedule.ts';
import { cloneTikTokMessages } from './clone-tiktok.ts';
import { connectMessages } from './connect.ts';
import { csvExportMessages } from './csv-export.ts';
import { currencyMessages } from './currency.ts';
import { dataRightsMessages } from './data-rights.ts';
import { dateMessages } from './dates.ts';
import { connectionStatusMessages } from './connection-status.ts';
import { healthMessages } from './health.ts';
import { mailMessages } from './mail.ts';
import { reportMessages } from './reports.ts';
import { requestMessages } from './request.ts';
import { settingsMessages } from './settings.ts';
import { storedLegacyMessages } from './stored-legacy.ts';
import { syncMessages } from './sync.ts';
import { teamMessages } from './team.ts';
import { syncRunMessages } from './sync-runs.ts';
import { tiktokSyncMessages } from './tiktok-sync.ts';
import { validationMessages } from './validation.ts';
import { workspaceMessages } from './workspaces.ts';

/**
 * Every text the server produces for a person, by stable code. One file per area keeps each short; a code defined in
 * two areas is a type error here (the spread would silently keep one).
 */
export const messageCatalogue = {
  ...requestMessages,
  ...workspaceMessages,
  ...authMessages,
  ...connectMessages,
  ...syncMessages,
  ...cloneMessages,
  ...validationMessages,
  ...dateMessages,
  ...cloneResultMessages,
  ...clonePreflightMessages,
  ...cloneOptionsMessages,
  ...cloneScheduleMessages,
  ...cloneSeveralMessages,
  ...cloneTikTokMessages,
  ...syncRunMessages,
  ...connectionStatusMessages,
  ...healthMessages,
  ...storedLegacyMessages,
  ...currencyMessages,
  ...settingsMessages,
  ...reportMessages,
  ...csvExportMessages,
  ...budgetMessages,
  ...mailMessages,
  ...dataRightsMessages,
  ...tiktokSyncMessages,
  ...teamMessages,
  ...approvalMessages,
} as const;

export type MessageCode = keyof typeof messageCatalogue;
