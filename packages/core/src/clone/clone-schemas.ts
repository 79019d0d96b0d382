import { z } from 'zod';
import { userMessageSchema } from '../messages/index.ts';

/*
 * What the clone procedures answer, and the inputs that only name a batch, a target or a campaign; the clone request
 * itself, with its rules, is clone-request.ts.
 */

const choiceOption = z.object({ id: z.string(), name: z.string() });

/** The request's budget as asked: units of the currency it was given in. */
const budgetAsked = z.object({ amount: z.number(), currency: z.string() });

/**
 * A budget converted into a target's currency: the amount (units, rounded to a step a person would type), the units
 * of the target's currency one unit of `from.currency` buys, and the day that rate was published; or no rate known.
 */
const cloneBudgetConversionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('converted'), from: budgetAsked, amount: z.number(), rate: z.number(), day: z.string() }),
  z.object({ kind: z.literal('noRate'), from: budgetAsked }),
]);
export type CloneBudgetConversion = z.infer<typeof cloneBudgetConversionSchema>;

const clonePreflightTargetSchema = z.object({
  adAccountId: z.string(),
  accountName: z.string(),
  currency: z.string(),
  /** What this account may use, as Meta answered. */
  pages: z.array(choiceOption),
  pixels: z.array(choiceOption),
  /** Whether the source campaign uses a page / a pixel at all (else there is nothing to choose). */
  needsPage: z.boolean(),
  needsPixel: z.boolean(),
  /** Whether this account must be given a DSA payor and beneficiary (EU ad sets, none in the source, no default). */
  needsDsa: z.boolean(),
  /** The choice the verdict was made with: the caller's, else the source's when usable, else the only one, else null. */
  pageId: z.string().nullable(),
  pixelId: z.string().nullable(),
  /** The account's daily minimum, in its currency's units. */
  minimumBudget: z.number().nullable(),
  /** The request's budget in this account's currency, when asked in another one (`budgetCurrency`); else null. */
  budgetConversion: cloneBudgetConversionSchema.nullable(),
  problems: z.array(userMessageSchema),
  /** What the clone will change from the source on this account though nothing stops it (a placement Meta removed). */
  warnings: z.array(userMessageSchema),
});
export type ClonePreflightTarget = z.infer<typeof clonePreflightTargetSchema>;

export const clonePreflightResultSchema = z.object({
  targets: z.array(clonePreflightTargetSchema),
  /** About how many minutes the clone should take, from the targets' Meta API usage (one campaign only). */
  estimatedMinutes: z.number().int().optional(),
});
export type ClonePreflightResult = z.infer<typeof clonePreflightResultSchema>;

const cloneCreatedIdsSchema = z.object({
  campaignId: z.string().optional(),
  adSetIds: z.array(z.string()),
  creativeIds: z.array(z.string()),
  adIds: z.array(z.string()),
});
export type CloneCreatedIds = z.infer<typeof cloneCreatedIdsSchema>;

/**
 * The spec's clone result item, plus the target's id, warnings and every created object id. `message`, `error` and the
 * warnings are codes with parameters: the web renders them in the UI's language, REST in the request's.
 */
const cloneResultItemSchema = z.object({
  success: z.boolean(),
  accountName: z.string(),
  message: userMessageSchema,
  error: userMessageSchema.nullable(),
  campaignId: z.string().optional(),
  adAccountId: z.string(),
  warnings: z.array(userMessageSchema),
  createdIds: cloneCreatedIdsSchema,
});
export type CloneResultItem = z.infer<typeof cloneResultItemSchema>;

const cloneBatchStatusSchema = z.enum(['scheduled', 'running', 'completed', 'cancelled']);

/** How long `clone.start` and `POST /api/clone-campaign` wait for every target to finish before answering "running". */
export const CLONE_WAIT_MS = 15_000;

export const cloneStartResultSchema = z.object({
  batchId: z.uuid(),
  status: cloneBatchStatusSchema,
  /** Every target's result once all finished within the wait; null while some still run (poll `clone.status`). */
  results: z.array(cloneResultItemSchema).nullable(),
});

export const cloneStatusInputSchema = z.object({ batchId: z.uuid() });

const cloneAccountStatusSchema = cloneResultItemSchema.extend({
  /** The clone_targets row, for `clone.retry`. */
  targetId: z.uuid(),
  currency: z.string(),
  state: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
  stepsDone: z.number().int(),
  stepsTotal: z.number().int(),
  /** The campaign this target clones (a batch may clone several; the results group by it). */
  sourceCampaign: z.object({ id: z.string(), name: z.string() }),
});

export const cloneStatusSchema = z.object({
  batchId: z.uuid(),
  status: cloneBatchStatusSchema,
  sourceCampaign: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.date(),
  /** When a batch asked to start later may start; null: it started when asked. */
  startsAt: z.date().nullable(),
  accounts: z.array(cloneAccountStatusSchema),
  successCount: z.number().int(),
  errorCount: z.number().int(),
});
export type CloneStatus = z.infer<typeof cloneStatusSchema>;

export const cloneRetryInputSchema = z.object({ targetId: z.uuid() });
export const cloneRetryResultSchema = z.object({ batchId: z.uuid(), targetId: z.uuid() });
export type CloneRetryResult = z.infer<typeof cloneRetryResultSchema>;

/** `clone.retryFailed`: every failed account of one batch, sent again at once. */
export const cloneRetryFailedInputSchema = z.object({ batchId: z.uuid() });
export const cloneRetryFailedResultSchema = z.object({
  batchId: z.uuid(),
  /** The targets sent again, in the batch's order; progress through `clone.status`. */
  targetIds: z.array(z.uuid()),
});
export type CloneRetryFailedResult = z.infer<typeof cloneRetryFailedResultSchema>;

export const cloneHistoryInputSchema = z
  .object({ limit: z.coerce.number().int().min(1).max(100).optional(), cursor: z.string().max(200).optional() })
  .optional();

export const cloneHistorySchema = z.object({
  items: z.array(
    z.object({
      batchId: z.uuid(),
      createdAt: z.date(),
      sourceCampaignName: z.string(),
      nameTemplate: z.string(),
      targetCount: z.number().int(),
      successCount: z.number().int(),
      errorCount: z.number().int(),
      status: cloneBatchStatusSchema,
      startsAt: z.date().nullable(),
      /** How many campaigns and accounts: "3 campaigns → 4 accounts". */
      campaignCount: z.number().int(),
      accountCount: z.number().int(),
    }),
  ),
  nextCursor: z.string().nullable(),
});
export type CloneHistory = z.infer<typeof cloneHistorySchema>;

export const cloneCancelInputSchema = z.object({ batchId: z.uuid() });
export const cloneCancelResultSchema = z.object({ batchId: z.uuid(), cancelled: z.number().int() });
export type CloneCancelResult = z.infer<typeof cloneCancelResultSchema>;

/** `clone.sourceBudget`: the budget the dialog opens with for a campaign the list cannot tell it of. */
export const cloneSourceBudgetInputSchema = z.object({ campaignId: z.string().trim().min(1).max(64) });

export const cloneSourceBudgetSchema = z
  .object({
    budgetType: z.enum(['daily', 'lifetime']),
    /** In units of the source's currency (25.5 USD, 3000 JPY), as the dialog's budget field takes it. */
    amount: z.number(),
    currency: z.string(),
    /** 'adSets' when the amount is the smallest of the budgets the source's ad sets keep. */
    from: z.enum(['campaign', 'adSets']),
  })
  .nullable();
export type CloneSourceBudget = z.infer<typeof cloneSourceBudgetSchema>;
