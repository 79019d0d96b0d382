import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as workerHeartbeats from './20261122T090000-worker-heartbeats.ts';
import * as usersSessionsAudit from './20261122T100000-users-sessions-audit.ts';
import * as adPlatforms from './20261122T110000-ad-platforms.ts';
import * as clone from './20261122T120000-clone.ts';
import * as usedSignedRequests from './20261123T100000-used-signed-requests.ts';
import * as messagesAsCodes from './20261124T000000-messages-as-codes.ts';
import * as campaignListIndexes from './20261124T050000-campaign-list-indexes.ts';
import * as cloneTargetUsable from './20261124T060000-clone-target-usable.ts';
import * as cloneSchedule from './20261124T080000-clone-schedule.ts';
import * as cloneBatchSources from './20261124T090000-clone-batch-sources.ts';
import * as reportingCurrency from './20261125T010000-reporting-currency.ts';
import * as userPreferences from './20261125T050000-user-preferences.ts';
import * as reports from './20261125T030000-reports.ts';
import * as notifications from './20261125T060000-notifications.ts';
import * as budget from './20261125T040000-budget.ts';
import * as accountAccessAndUsage from './20261125T020000-account-access-and-usage.ts';
import * as mailAndAccountTokens from './20261126T010000-mail-and-account-tokens.ts';
import * as dataDeletionRequests from './20261126T020000-data-deletion-requests.ts';
import * as insightCoveringIndexes from './20261127T000000-insight-covering-indexes.ts';
import * as sessionEndNotices from './20261127T010000-session-end-notices.ts';
import * as figuresVersions from './20261128T020000-figures-versions.ts';
import * as workspaces from './20261129T000000-workspaces.ts';
import * as team from './20261201T000000-team.ts';
import * as approvals from './20261202T000000-approvals.ts';
import * as clientScopeIndexes from './20261202T010000-client-scope-indexes.ts';
import * as addressErasure from './20261206T000000-address-erasure.ts';
import * as adSetSchedules from './20261206T120000-ad-set-schedules.ts';
import * as resultsByGoal from './20261207T010000-results-by-goal.ts';
import * as smartPlusCampaigns from './20261208T000000-smart-plus-campaigns.ts';
import * as cloneCopyTasks from './20261208T010000-clone-copy-tasks.ts';
import * as budgetItemsNotSent from './20261209T000000-budget-items-not-sent.ts';

/**
 * Every migration, keyed by its timestamped name. Listed explicitly (not read from disk) so the set is the same
 * wherever the code runs; Kysely applies them in name order.
 */
export const migrations: Record<string, Migration> = {
  '20261122T090000-worker-heartbeats': workerHeartbeats,
  '20261122T100000-users-sessions-audit': usersSessionsAudit,
  '20261122T110000-ad-platforms': adPlatforms,
  '20261122T120000-clone': clone,
  '20261123T100000-used-signed-requests': usedSignedRequests,
  '20261124T000000-messages-as-codes': messagesAsCodes,
  '20261124T050000-campaign-list-indexes': campaignListIndexes,
  '20261124T060000-clone-target-usable': cloneTargetUsable,
  '20261124T080000-clone-schedule': cloneSchedule,
  '20261124T090000-clone-batch-sources': cloneBatchSources,
  '20261125T010000-reporting-currency': reportingCurrency,
  '20261125T050000-user-preferences': userPreferences,
  '20261125T030000-reports': reports,
  '20261125T060000-notifications': notifications,
  '20261125T040000-budget': budget,
  '20261125T020000-account-access-and-usage': accountAccessAndUsage,
  '20261126T010000-mail-and-account-tokens': mailAndAccountTokens,
  '20261126T020000-data-deletion-requests': dataDeletionRequests,
  '20261127T000000-insight-covering-indexes': insightCoveringIndexes,
  '20261127T010000-session-end-notices': sessionEndNotices,
  '20261128T020000-figures-versions': figuresVersions,
  '20261129T000000-workspaces': workspaces,
  '20261201T000000-team': team,
  '20261202T000000-approvals': approvals,
  '20261202T010000-client-scope-indexes': clientScopeIndexes,
  '20261206T000000-address-erasure': addressErasure,
  '20261206T120000-ad-set-schedules': adSetSchedules,
  '20261207T010000-results-by-goal': resultsByGoal,
  '20261208T000000-smart-plus-campaigns': smartPlusCampaigns,
  '20261208T010000-clone-copy-tasks': cloneCopyTasks,
  '20261209T000000-budget-items-not-sent': budgetItemsNotSent,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * This build's migrations the database has not run, oldest first; every one of them once the schema is missing
 * altogether. Only reads (never creates Kysely's bookkeeping tables), so a readiness probe may call it. A database
 * migrated by a newer release has none pending: its older servers and workers stay ready through a rolling upgrade.
 */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Brings the schema up to date; concurrent callers are serialized by Kysely's migration lock. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new MigrationError(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`.trim(), { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
