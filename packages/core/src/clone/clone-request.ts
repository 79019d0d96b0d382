import { z } from 'zod';
import { boundedDates } from '../dates/day-schemas.ts';
import { schemaNow } from '../dates/schema-clock.ts';
import { issueCode } from '../messages/index.ts';
import { MAX_BUDGET_MULTIPLIER, MIN_BUDGET_MULTIPLIER } from './clone-option-limits.ts';

/** The longest campaign name a template may produce (Meta allows 400 characters). */
export const MAX_CAMPAIGN_NAME_LENGTH = 400;
/** The most target accounts one request may name. */
const MAX_CLONE_TARGETS = 50;
/** The most campaigns one batch may clone. */
const MAX_CLONE_CAMPAIGNS = 20;
/** The most (campaign, account) clones one batch may ask for: each is a job, and the results list them all. */
const MAX_CLONE_JOBS = 200;

/**
 * The batch's campaigns when it clones more than one (each once, in the order asked), else undefined: a request
 * naming one campaign, in `campaignId` or `campaignIds`, is the spec's single clone.
 */
export function severalCampaignIds(request: { campaignIds?: readonly string[] | undefined }): string[] | undefined {
  const ids = [...new Set(request.campaignIds ?? [])];
  return ids.length > 1 ? ids : undefined;
}

/** How far ahead a clone may be scheduled (its message says 90 too). */
const MAX_SCHEDULE_DAYS = 90;
/** A start this close to now, or already past by this little (a slow form, a clock a little off), means "now". */
const START_TOLERANCE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `options.startAt`: an ISO date-time with its offset, in the future (a minute's tolerance) and at most 90 days ahead,
 * by the schema clock (the app's, on the server); the service decides again whether the time is still ahead.
 */
export const cloneStartAtSchema = z.iso
  .datetime({ offset: true })
  .transform((text) => new Date(text))
  .superRefine((startAt, ctx) => {
    const now = schemaNow().getTime();
    if (startAt.getTime() < now - START_TOLERANCE_MS) ctx.addIssue({ code: 'custom', message: issueCode('cloneStartAtPast') });
    else if (startAt.getTime() > now + MAX_SCHEDULE_DAYS * DAY_MS) ctx.addIssue({ code: 'custom', message: issueCode('cloneStartAtTooFar') });
  })
  .register(boundedDates, { bounds: 'instant' });

/** When a batch's jobs may start: the asked time when it is still ahead, else undefined (at once). */
export function scheduledStart(startAt: Date | undefined, now: Date): Date | undefined {
  return startAt && startAt.getTime() > now.getTime() ? startAt : undefined;
}

/**
 * The spec's duplication options. Every field is optional and an absent one keeps the clone as it always was: a new
 * name from the template, the whole tree (ad sets and ads), paused items included, the source's budgets unscaled.
 */
export const cloneOptionsSchema = z
  .object({
    /** 'original' keeps the source campaign's name in every clone; the name template is then not used. */
    name: z.enum(['new', 'original']).optional(),
    /** Scales the budgets copied from the source (its ad sets' budgets); the campaign budget is the request's amount. */
    budgetMultiplier: z.number().min(MIN_BUDGET_MULTIPLIER).max(MAX_BUDGET_MULTIPLIER).optional(),
    duplicateAdSets: z.boolean().optional(),
    duplicateAds: z.boolean().optional(),
    /** false leaves out the ad sets and ads that are PAUSED in the source (and the ads under a left-out ad set). */
    includePaused: z.boolean().optional(),
    /** When the clone starts (absent: now); see `cloneStartAtSchema`. */
    startAt: cloneStartAtSchema.optional(),
  })
  .superRefine((options, ctx) => {
    // An ad needs an ad set to live in: "ads but no ad sets" cannot be built, so it is refused rather than guessed.
    if (options.duplicateAdSets === false && options.duplicateAds === true) {
      ctx.addIssue({ code: 'custom', path: ['duplicateAds'], message: issueCode('cloneOptionsAdsNeedAdSets') });
    }
  });
export type CloneOptions = z.output<typeof cloneOptionsSchema>;

/** How deep a clone goes: the campaign alone, with its ad sets, or with its ad sets and their ads. */
export type CloneDepth = 'campaign' | 'adsets' | 'ads';

export function cloneDepth(options: CloneOptions | undefined): CloneDepth {
  if (options?.duplicateAdSets === false) return 'campaign';
  if (options?.duplicateAds === false) return 'adsets';
  return 'ads';
}

export const includesPaused = (options: CloneOptions | undefined) => options?.includePaused !== false;

/** The template a request's campaign names are rendered with: the source's own name when the caller keeps it. */
export function effectiveNameTemplate(request: { nameTemplate: string; options?: CloneOptions | undefined }): string {
  return request.options?.name === 'original' ? '{name}' : request.nameTemplate;
}

/** The placeholders a clone's name template may use. */
export interface NameTemplateValues {
  name: string;
  account: string;
  /** YYYY-MM-DD. */
  date: string;
}

/** Replaces {name}, {account} and {date}; any other text, braces included, is kept as typed. */
export function renderNameTemplate(template: string, values: NameTemplateValues): string {
  return template.replace(/\{(name|account|date)\}/g, (_match, key: keyof NameTemplateValues) => values[key]).trim();
}

interface SeveralFields {
  campaignId: string;
  campaignIds?: string[] | undefined;
  targetAccounts: string[];
  targets?: { budget?: string | number | undefined }[] | undefined;
}

/**
 * The rules of a request for several campaigns: `campaignIds` includes `campaignId`, campaigns × accounts stays
 * within one batch's cap, and no per-account budget (each clone takes its own campaign's).
 */
function refineSeveralCampaigns(request: SeveralFields, ctx: z.RefinementCtx): void {
  if (request.campaignIds && !request.campaignIds.includes(request.campaignId)) {
    ctx.addIssue({ code: 'custom', path: ['campaignIds'], message: issueCode('cloneSeveralMustListCampaign') });
  }
  const several = severalCampaignIds(request);
  if (!several) return;
  const jobs = several.length * new Set(request.targetAccounts).size;
  if (jobs > MAX_CLONE_JOBS) ctx.addIssue({ code: 'custom', path: ['campaignIds'], message: issueCode('cloneSeveralTooManyJobs'), params: { count: jobs, max: MAX_CLONE_JOBS } });
  request.targets?.forEach((target, index) => {
    if (target.budget !== undefined && target.budget !== '') ctx.addIssue({ code: 'custom', path: ['targets', index, 'budget'], message: issueCode('cloneSeveralOwnBudget') });
  });
}

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
const cloneTargetChoiceSchema = z.object({
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
