import { z } from 'zod';
import { userMessageSchema } from '../messages/index.ts';
import { issueCode } from '../validation/zod-issue-message.ts';

/** The longest campaign name a template may produce (Meta allows 400 characters). */
export const MAX_CAMPAIGN_NAME_LENGTH = 400;
export const MAX_CLONE_TARGETS = 50;
/** How long `clone.start` and `POST /api/clone-campaign` wait for every target to finish before answering "running". */
export const CLONE_WAIT_MS = 15_000;

const optionalText = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((value) => value || undefined);
/** Hundredths of the target account's currency ("cents" in the spec), typed as text or a number by the form. */
const budgetInput = z.union([z.string().trim(), z.number()]).optional();

/**
 * The spec's clone request. `nameTemplate` may use {name} (source campaign name), {account} (target account name) and
 * {date} (YYYY-MM-DD, the day the clone was asked for).
 */
export const cloneRequestSchema = z
  .object({
    /** AdFleet's campaign id (uuid) or the platform's campaign id. */
    campaignId: z.string().trim().min(1).max(64),
    nameTemplate: z.string().trim().min(1).max(MAX_CAMPAIGN_NAME_LENGTH),
    budgetType: z.enum(['daily', 'lifetime']),
    dailyBudget: budgetInput,
    lifetimeBudget: budgetInput,
    targetAccounts: z.array(z.string().trim().min(1).max(64)).min(1).max(MAX_CLONE_TARGETS),
    pixelId: optionalText,
    pageId: optionalText,
  })
  .superRefine((request, ctx) => {
    const field = request.budgetType === 'daily' ? 'dailyBudget' : 'lifetimeBudget';
    const raw = request[field];
    const value = typeof raw === 'string' ? (/^\d+$/.test(raw) ? Number(raw) : Number.NaN) : raw;
    if (value === undefined || !Number.isSafeInteger(value) || value <= 0) ctx.addIssue({ code: 'custom', path: [field], message: issueCode('budgetPositiveWhole') });
  });
export type CloneRequest = z.input<typeof cloneRequestSchema>;
export type ParsedCloneRequest = z.output<typeof cloneRequestSchema>;

/** The budget of a parsed request, in hundredths of the target currency (validated as a positive integer). */
export function requestedBudget(request: ParsedCloneRequest): number {
  return Number(request.budgetType === 'daily' ? request.dailyBudget : request.lifetimeBudget);
}

export const cloneCreatedIdsSchema = z.object({
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
export const cloneResultItemSchema = z.object({
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

export const cloneBatchStatusSchema = z.enum(['running', 'completed']);

export const cloneStartResultSchema = z.object({
  batchId: z.uuid(),
  status: cloneBatchStatusSchema,
  /** Every target's result once all finished within the wait; null while some still run (poll `clone.status`). */
  results: z.array(cloneResultItemSchema).nullable(),
});
export type CloneStartResult = z.infer<typeof cloneStartResultSchema>;

export const cloneStatusInputSchema = z.object({ batchId: z.uuid() });

export const cloneAccountStatusSchema = cloneResultItemSchema.extend({
  /** The clone_targets row, for `clone.retry`. */
  targetId: z.uuid(),
  currency: z.string(),
  state: z.enum(['queued', 'running', 'succeeded', 'failed']),
  stepsDone: z.number().int(),
  stepsTotal: z.number().int(),
});

export const cloneStatusSchema = z.object({
  batchId: z.uuid(),
  status: cloneBatchStatusSchema,
  sourceCampaign: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.date(),
  accounts: z.array(cloneAccountStatusSchema),
  successCount: z.number().int(),
  errorCount: z.number().int(),
});
export type CloneStatus = z.infer<typeof cloneStatusSchema>;

export const cloneRetryInputSchema = z.object({ targetId: z.uuid() });
export const cloneRetryResultSchema = z.object({ batchId: z.uuid(), targetId: z.uuid() });
export type CloneRetryResult = z.infer<typeof cloneRetryResultSchema>;

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
    }),
  ),
  nextCursor: z.string().nullable(),
});
export type CloneHistory = z.infer<typeof cloneHistorySchema>;
