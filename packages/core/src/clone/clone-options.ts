import { z } from 'zod';
import { majorToMinor, minorToMajor } from '../money/index.ts';
import { issueCode } from '../validation/zod-issue-message.ts';
import { cloneStartAtSchema } from './clone-schedule.ts';
import { MAX_BUDGET_MULTIPLIER, MIN_BUDGET_MULTIPLIER } from './clone-option-limits.ts';

export { MAX_BUDGET_MULTIPLIER, MIN_BUDGET_MULTIPLIER } from './clone-option-limits.ts';

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
    /** When the clone starts (absent: now); see clone-schedule.ts. */
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

/**
 * A source budget (minor units of the source's currency) × the multiplier, in the target currency's minor units,
 * rounded as Meta keeps that currency. Amounts carry over as numbers of currency units, as the dialog's prefill does.
 */
export function scaledBudgetMinor(sourceMinor: number, sourceCurrency: string, multiplier: number, targetCurrency: string): number {
  // Never rounded down to nothing: Meta refuses a zero budget, and the preflight's minimum check speaks for too-small ones.
  return Math.max(1, majorToMinor(minorToMajor(sourceMinor, sourceCurrency) * multiplier, targetCurrency));
}
