import { z } from 'zod';

/** The response shapes AdFleet reads. Meta adds fields over time, so unknown keys are dropped, not rejected. */
export const graphUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

export const graphPermissionsSchema = z.object({ data: z.array(z.object({ permission: z.string(), status: z.string() })) });

/** `/debug_token`: what Meta says about a user token, asked with the app's own token. */
export const graphDebugTokenSchema = z.object({
  data: z.object({
    app_id: z.string().optional(),
    type: z.string().optional(),
    is_valid: z.boolean(),
    user_id: z.string().optional(),
    scopes: z.array(z.string()).optional(),
    expires_at: z.number().optional(),
    error: z.object({ code: z.number(), message: z.string().optional(), subcode: z.number().optional() }).optional(),
  }),
});

export const graphAccessTokenSchema = z.object({ access_token: z.string(), token_type: z.string().optional(), expires_in: z.number().optional() });

export const graphAdAccountSchema = z.object({
  id: z.string().regex(/^act_\d+$/),
  account_id: z.string(),
  name: z.string(),
  currency: z.string().length(3),
  timezone_name: z.string(),
  account_status: z.number().int(),
  amount_spent: z.string().optional(),
  min_daily_budget: z.number().int().optional(),
  business: z.object({ id: z.string(), name: z.string() }).optional(),
  /** The token's user's tasks on the account: MANAGE, ADVERTISE, ANALYZE, DRAFT. */
  user_tasks: z.array(z.string()).optional(),
});

export const graphCampaignSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  name: z.string(),
  status: z.string(),
  effective_status: z.string(),
  objective: z.string(),
  daily_budget: z.string().optional(),
  lifetime_budget: z.string().optional(),
  special_ad_categories: z.array(z.string()).optional(),
  bid_strategy: z.string().optional(),
  created_time: z.string(),
  updated_time: z.string(),
});

const actionListSchema = z.array(z.object({ action_type: z.string(), value: z.string() }));

/** Numbers come as strings; money in MAJOR units of the account currency. */
export const graphInsightsRowSchema = z.object({
  date_start: z.string(),
  date_stop: z.string(),
  account_id: z.string().optional(),
  campaign_id: z.string().optional(),
  adset_id: z.string().optional(),
  ad_id: z.string().optional(),
  spend: z.string().optional(),
  impressions: z.string().optional(),
  clicks: z.string().optional(),
  ctr: z.string().optional(),
  cpc: z.string().optional(),
  reach: z.string().optional(),
  actions: actionListSchema.optional(),
  action_values: actionListSchema.optional(),
  purchase_roas: actionListSchema.optional(),
  /** Results of each optimization goal present, named by `indicator`; an indicator without any result has no `values`. */
  results: z.array(z.object({ indicator: z.string(), values: z.array(z.object({ value: z.string() })).optional() })).optional(),
});

export type GraphUser = z.infer<typeof graphUserSchema>;
export type GraphAdAccount = z.infer<typeof graphAdAccountSchema>;
export type GraphCampaign = z.infer<typeof graphCampaignSchema>;
export type GraphInsightsRow = z.infer<typeof graphInsightsRowSchema>;
