import type { CampaignUpsert } from '@adfleet/db';
import type { GraphParams } from '../graph/index.ts';
import { toCampaignUpsert } from '../sync/graph-mapping.ts';
import type { Run } from './clone-run.ts';

/**
 * The campaigns row of a target's new campaign, built from what the create call sent and the id Meta gave back.
 * Written with the target's success (same transaction) rather than by syncing the account afterwards: it needs no
 * further Graph call (none that a throttle or a revoked token could fail), the campaign is listed the moment the
 * clone says "succeeded", and the next sync of the account overwrites the row with Meta's own view, keyed the same.
 */
export function createdCampaignRow(run: Run<unknown>, campaignId: string, campaignParams: GraphParams): CampaignUpsert {
  const { account } = run;
  const sent = campaignParams as { name: string; objective: string; status: string; daily_budget?: number; lifetime_budget?: number };
  const now = run.deps.now().toISOString();
  return toCampaignUpsert(
    {
      id: campaignId,
      account_id: run.act.replace(/^act_/, ''),
      name: sent.name,
      status: sent.status,
      effective_status: sent.status,
      objective: sent.objective,
      ...(sent.daily_budget !== undefined ? { daily_budget: String(sent.daily_budget) } : {}),
      ...(sent.lifetime_budget !== undefined ? { lifetime_budget: String(sent.lifetime_budget) } : {}),
      created_time: now,
      updated_time: now,
    },
    { workspaceId: account.workspace_id, adAccountId: account.id, platformId: account.platform_id },
  );
}
