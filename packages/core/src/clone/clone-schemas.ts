import { z } from 'zod';
import { userMessageSchema } from '../messages/index.ts';
import { issueCode } from '../validation/zod-issue-message.ts';
import { cloneOptionsSchema } from './clone-options.ts';
import { MAX_CLONE_CAMPAIGNS, severalCampaignIds } from './clone-several-limits.ts';
import { refineSeveralCampaigns } from './clone-several-refine.ts';

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
/** An organisation's name as the EU DSA asks it (Meta shows it in the ad library). */
const dsaName = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);
/** The most hundredths a budget may be: 10 billion units of any currency, beyond every platform's own limit. */
const MAX_BUDGET_HUNDREDTHS = 999_999_999_999;
/**
 * Hundredths of the target account's currency ("cents" in the spec), typed as text or a number by the form; whether
 * it is a positive whole number is the request's check, so a negative one is refused in those words.
 */
const budgetInput = z
  .union([z.string().trim().max(String(MAX_BUDGET_HUNDREDTHS).length), z.number().min(0, issueCode('budgetPositiveWhole')).max(MAX_BUDGET_HUNDREDTHS)])
  .optional();

const budgetValue = (raw: string | number | undefined) => (typeof raw === 'string' ? (/^\d+$/.test(raw) ? Number(raw) : Number.NaN) : raw);
const isBudget = (value: number | undefined): value is number => value !== undefined && Number.isSafeInteger(value) && value > 0;

/** One target's own choices; each wins over the request's single `pageId` / `pixelId` / budget. */
export const cloneTargetChoiceSchema = z.object({
  adAccountId: z.string().trim().min(1).max(64),
  pageId: optionalText,
  pixelId: optionalText,
  /** Hundredths of this target's currency, like the request's budget. */
  budget: budgetInput,
  /** Who pays for and who benefits from the ads, for EU ad sets when neither the source nor the account's defaults say. */
  dsaPayor: dsaName,
  dsaBeneficiary: dsaName,
});
export type CloneTargetChoice = z.output<typeof cloneTargetChoiceSchema>;

const cloneRequestFields = z.object({
  /** AdFleet's campaign id (uuid) or the platform's campaign id. */
  campaignId: z.string().trim().min(1).max(64),
  /** Required unless `options.name` is 'original' (each clone then keeps the source's name). */
  nameTemplate: z.string().trim().max(MAX_CAMPAIGN_NAME_LENGTH).default(''),
  budgetType: z.enum(['daily', 'lifetime']),
  dailyBudget: budgetInput,
  lifetimeBudget: budgetInput,
  targetAccounts: z.array(z.string().trim().min(1).max(64)).min(1).max(MAX_CLONE_TARGETS),
  pixelId: optionalText,
  pageId: optionalText,
  targets: z.array(cloneTargetChoiceSchema).max(MAX_CLONE_TARGETS).optional(),
  options: cloneOptionsSchema.optional(),
  /**
   * Several campaigns cloned as one batch, `campaignId` among them: one clone per (campaign, account), each with its
   * own campaign's budget and type (the request's budget fields are then not used).
   */
  campaignIds: z.array(z.string().trim().min(1).max(64)).min(1).max(MAX_CLONE_CAMPAIGNS).optional(),
});

/**
 * The spec's clone request. `nameTemplate` may use {name} (source campaign name), {account} (target account name) and
 * {date} (YYYY-MM-DD, the day the clone was asked for).
 */
export const cloneRequestSchema = cloneRequestFields
  .superRefine((request, ctx) => {
    refineSeveralCampaigns(request, ctx);
    const field = request.budgetType === 'daily' ? 'dailyBudget' : 'lifetimeBudget';
    if (!request.nameTemplate && request.options?.name !== 'original') ctx.addIssue({ code: 'custom', path: ['nameTemplate'], message: issueCode('fieldRequired') });
    if (!severalCampaignIds(request) && !isBudget(budgetValue(request[field]))) ctx.addIssue({ code: 'custom', path: [field], message: issueCode('budgetPositiveWhole') });
    request.targets?.forEach((target, index) => {
      if (!request.targetAccounts.includes(target.adAccountId)) ctx.addIssue({ code: 'custom', path: ['targets', index, 'adAccountId'], message: issueCode('cloneChoiceNotATarget') });
      if (target.budget !== undefined && !isBudget(budgetValue(target.budget))) ctx.addIssue({ code: 'custom', path: ['targets', index, 'budget'], message: issueCode('budgetPositiveWhole') });
    });
  });
export type CloneRequest = z.input<typeof cloneRequestSchema>;
export type ParsedCloneRequest = z.output<typeof cloneRequestSchema>;

/** The budget of a parsed request, in hundredths of the target currency (validated as a positive integer). */
export function requestedBudget(request: ParsedCloneRequest): number {
  return Number(request.budgetType === 'daily' ? request.dailyBudget : request.lifetimeBudget);
}

/** A target's own choices from the request, when it gave any. */
export function targetChoice(request: Pick<ParsedCloneRequest, 'targets'>, adAccountId: string): CloneTargetChoice | undefined {
  return request.targets?.find((target) => target.adAccountId === adAccountId);
}

/**
 * What the preflight checks: the request as the dialog has it so far. The budget may still be missing or wrong (the
 * form says so itself); the minimum is then simply not checked.
 */
export const clonePreflightInputSchema = cloneRequestFields.extend({
  nameTemplate: z.string().trim().max(MAX_CAMPAIGN_NAME_LENGTH * 2).optional(),
  budgetType: z.enum(['daily', 'lifetime']).optional(),
  /**
   * The currency the request's single budget is in (the dialog's: the source's). Each target in another currency
   * without its own budget is then checked with it converted at the day's rate, and told the amount (`budgetConversion`);
   * without it, the spec's reading: the same figure in each target's currency.
   */
  budgetCurrency: z.string().regex(/^[A-Z]{3}$/).optional(),
});
export type ClonePreflightInput = z.output<typeof clonePreflightInputSchema>;

/** A positive whole budget in hundredths, or undefined when the text is not one. */
export function budgetHundredths(raw: string | number | undefined): number | undefined {
  const value = budgetValue(raw);
  return isBudget(value) ? value : undefined;
}

const choiceOption = z.object({ id: z.string(), name: z.string() });

/** The request's budget as asked: units of the currency it was given in. */
const budgetAsked = z.object({ amount: z.number(), currency: z.string() });

/**
 * A budget converted into a target's currency: the amount (units, rounded to a step a person would type), the units
 * of the target's currency one unit of `from.currency` buys, and the day that rate was published; or no rate known.
 */
export const cloneBudgetConversionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('converted'), from: budgetAsked, amount: z.number(), rate: z.number(), day: z.string() }),
  z.object({ kind: z.literal('noRate'), from: budgetAsked }),
]);
export type CloneBudgetConversion = z.infer<typeof cloneBudgetConversionSchema>;

export const clonePreflightTargetSchema = z.object({
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
});
export type ClonePreflightTarget = z.infer<typeof clonePreflightTargetSchema>;

export const clonePreflightResultSchema = z.object({
  targets: z.array(clonePreflightTargetSchema),
  /** About how many minutes the clone should take, from the targets' Meta API usage (one campaign only). */
  estimatedMinutes: z.number().int().optional(),
});
export type ClonePreflightResult = z.infer<typeof clonePreflightResultSchema>;

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

export const cloneBatchStatusSchema = z.enum(['scheduled', 'running', 'completed', 'cancelled']);

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
