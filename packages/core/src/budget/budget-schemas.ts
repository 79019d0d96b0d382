import { z } from 'zod';
import { userMessageSchema } from '../messages/index.ts';

const budgetObjectTypeSchema = z.enum(['campaign', 'adset']);
export const budgetTypeSchema = z.enum(['daily', 'lifetime']);
/** See `PacingStatus` (budget-pacing.ts). */
const pacingStatusSchema = z.enum(['overspent', 'over', 'on_track', 'under', 'unknown']);
const budgetThresholdPeriodSchema = z.enum(['day', 'month']);

/** One active budget: a campaign's (it has a campaign budget) or, else, one of its active ad sets'. Money in minor units. */
const budgetRowSchema = z.object({
  accountId: z.uuid(),
  platformId: z.number().int(),
  accountName: z.string(),
  adAccountId: z.string(),
  currency: z.string(),
  objectType: budgetObjectTypeSchema,
  objectId: z.string(),
  name: z.string(),
  campaignName: z.string(),
  budgetType: budgetTypeSchema,
  budgetMinor: z.number().int(),
  spentMinor: z.number().int(),
  periodStart: z.date().nullable(),
  periodEnd: z.date().nullable(),
  pacing: pacingStatusSchema,
  /** Spend at the period's end at its pace so far, held to what the platform lets the day spend (`todayCeilingMinor`). */
  projectedMinor: z.number().int().nullable(),
  /**
   * A daily budget's most for today, as the platform allows it (Meta: 1.75 times the budget, or less when its calendar
   * week has less left of 7 budgets; TikTok: the budget); null for a lifetime budget.
   */
  todayCeilingMinor: z.number().int().nullable(),
  /** Budget changes Meta still allows this hour (ad sets: 4 an hour); null for campaigns. */
  changesLeftThisHour: z.number().int().nullable(),
  /** Why this budget cannot be changed from AdFleet (a platform whose budgets are shown as synced); null when it can. */
  readOnly: userMessageSchema.nullable(),
});
export type BudgetRow = z.infer<typeof budgetRowSchema>;

/**
 * A budget whose schedule ended (its end time passed) while its campaign or ad set still counts as active: shown apart
 * from the active budgets, its spend over its whole life as history. Money in minor units.
 */
const endedBudgetSchema = budgetRowSchema
  .pick({ accountId: true, platformId: true, accountName: true, adAccountId: true, currency: true, objectType: true, objectId: true, name: true, campaignName: true, budgetType: true, budgetMinor: true })
  .extend({
    /** Spend since it started, whatever its budget's type. */
    spentMinor: z.number().int(),
    /** The day it ended, YYYY-MM-DD in the account's time zone. */
    endedOn: z.string(),
  });

const budgetThresholdStatusSchema = z.object({
  accountId: z.uuid(),
  accountName: z.string(),
  adAccountId: z.string(),
  currency: z.string(),
  period: budgetThresholdPeriodSchema,
  thresholdMinor: z.number().int(),
  /** Synced spend in the threshold's current period (today, or this month so far, in the account's time zone). */
  spentMinor: z.number().int(),
  /** First local day of that period, YYYY-MM-DD. */
  periodFrom: z.string(),
  over: z.boolean(),
});
export type BudgetThresholdStatus = z.infer<typeof budgetThresholdStatusSchema>;

const budgetAccountSchema = z.object({
  accountId: z.uuid(),
  platformId: z.number().int(),
  accountName: z.string(),
  adAccountId: z.string(),
  currency: z.string(),
  /** Meta's `spend_cap` (0 there means none) and `amount_spent`, minor units; null where the platform's are not read. */
  spendCapMinor: z.number().int().nullable(),
  amountSpentMinor: z.number().int().nullable(),
  minimumBudgetMinor: z.number().int().nullable(),
  threshold: budgetThresholdStatusSchema.nullable(),
  /**
   * The most the account's active daily budgets may spend today together (the sum of their rows' `todayCeilingMinor`),
   * what a day's spend threshold is measured against; null when it has none.
   */
  todayCeilingMinor: z.number().int().nullable(),
  /** Why this account's budgets could not be read now; its rows are missing. */
  error: userMessageSchema.nullable(),
});
export type BudgetAccount = z.infer<typeof budgetAccountSchema>;

/** A budget row's money in the workspace's reporting currency at today's rate (major units): what budgets rank by across currencies. */
const budgetWorthSchema = z.object({ budget: z.number(), spent: z.number() });

export const budgetOverviewSchema = z.object({
  accounts: z.array(budgetAccountSchema),
  rows: z.array(budgetRowSchema),
  ended: z.array(endedBudgetSchema),
  reportingCurrency: z.string(),
  /** By row `objectId`; null for a row whose currency has no rate. */
  worth: z.record(z.string(), budgetWorthSchema.nullable()),
});
export type BudgetOverview = z.infer<typeof budgetOverviewSchema>;

const percent = z.number().positive();
export const budgetChangeOperationSchema = z.discriminatedUnion('kind', [
  /** Every chosen budget becomes this amount of its own account's currency (money units, e.g. 50 = 50 USD or 50 COP). */
  z.object({ kind: z.literal('set'), amount: z.number().positive().max(100_000_000) }),
  z.object({ kind: z.literal('raise'), percent: percent.max(1000) }),
  z.object({ kind: z.literal('lower'), percent: percent.max(99) }),
]);
export type BudgetChangeOperation = z.infer<typeof budgetChangeOperationSchema>;

const budgetItemRefSchema = z.object({ accountId: z.uuid(), objectType: budgetObjectTypeSchema, objectId: z.string().regex(/^\d{1,32}$/) });

export const budgetChangeInputSchema = z.object({
  items: z.array(budgetItemRefSchema).min(1).max(200),
  operation: budgetChangeOperationSchema,
});
export type BudgetChangeInput = z.infer<typeof budgetChangeInputSchema>;

export const budgetPreviewRowSchema = z.object({
  accountId: z.uuid(),
  accountName: z.string(),
  currency: z.string(),
  objectType: budgetObjectTypeSchema,
  objectId: z.string(),
  name: z.string(),
  budgetType: budgetTypeSchema,
  oldMinor: z.number().int(),
  newMinor: z.number().int(),
  /** What stops this row from being changed (the budget below Meta's minimum). */
  problems: z.array(userMessageSchema),
  /** What the person should know (nothing changes). */
  warnings: z.array(userMessageSchema),
  /**
   * Why this budget would not be sent to Meta: its ad set already changed as often this hour as Meta allows, by
   * AdFleet's own count. The change skips it and says so on its item; null when it would be sent.
   */
  notSent: userMessageSchema.nullable(),
  /** What a Meta daily budget at the new value may spend (see daily-allowance.ts); null for other budgets. */
  ceiling: z.object({ dayMinor: z.number().int(), weekMinor: z.number().int().nullable() }).nullable(),
});
export const budgetPreviewSchema = z.object({ rows: z.array(budgetPreviewRowSchema), blocked: z.boolean() });
export type BudgetPreview = z.infer<typeof budgetPreviewSchema>;

export const budgetChangeStartedSchema = z.object({ changeId: z.uuid(), items: z.number().int() });

export const budgetChangeStatusInputSchema = z.object({ changeId: z.uuid() });
/** `skipped`: never sent to Meta, its ad set's hourly limit already reached by AdFleet's count (`error` says so). */
const budgetChangeItemStateSchema = z.enum(['queued', 'running', 'succeeded', 'failed', 'skipped']);
export const budgetChangeStatusSchema = z.object({
  changeId: z.uuid(),
  createdAt: z.date(),
  status: z.enum(['running', 'completed']),
  items: z.array(
    z.object({
      itemId: z.uuid(),
      accountName: z.string(),
      adAccountId: z.string(),
      currency: z.string(),
      objectType: budgetObjectTypeSchema,
      objectId: z.string(),
      name: z.string(),
      budgetType: budgetTypeSchema,
      oldMinor: z.number().int(),
      newMinor: z.number().int(),
      state: budgetChangeItemStateSchema,
      error: userMessageSchema.nullable(),
    }),
  ),
  succeeded: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type BudgetChangeStatus = z.infer<typeof budgetChangeStatusSchema>;

export const budgetThresholdSetInputSchema = z.object({
  accountId: z.uuid(),
  period: budgetThresholdPeriodSchema,
  /** Money units of the account's currency; null removes the threshold. */
  amount: z.number().positive().max(1_000_000_000).nullable(),
});
export type BudgetThresholdSetInput = z.infer<typeof budgetThresholdSetInputSchema>;

export const budgetOverviewInputSchema = z.object({});
