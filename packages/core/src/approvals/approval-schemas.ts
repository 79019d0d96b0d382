import { z } from 'zod';
import { budgetChangeOperationSchema, budgetPreviewRowSchema, budgetTypeSchema } from '../budget/budget-schemas.ts';
import { userMessageSchema } from '../messages/index.ts';

/** How long a proposal waits for a decision before it can no longer run (ADR 0058). */
export const PROPOSAL_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_APPROVAL_COMMENT_LENGTH = 1000;

const proposalKindSchema = z.enum(['clone', 'budget_change']);
const proposalStateSchema = z.enum(['pending', 'approved', 'rejected', 'expired', 'superseded']);
export type ProposalStateName = z.infer<typeof proposalStateSchema>;

/** What `clone.start` and `budget.change` answer a manager when the workspace asks for approval: nothing ran yet. */
export const sentForApprovalSchema = z.object({ status: z.literal('sent_for_approval'), proposalId: z.uuid() });
export type SentForApproval = z.infer<typeof sentForApprovalSchema>;

/** One copy a clone would make: where, under which name, with which budget, and what its checks found. */
const cloneProposalTargetSchema = z.object({
  /** AdFleet's ad account id, and the platform's. */
  accountId: z.uuid(),
  adAccountId: z.string(),
  accountName: z.string(),
  currency: z.string(),
  /** The platform's id of the campaign this copy clones. */
  sourceCampaignId: z.string(),
  campaignName: z.string(),
  /** Minor units of the account's currency; null: the source's budgets, scaled. */
  budgetMinor: z.number().int().nullable(),
  /** What would make this copy fail, as the preflight found it; null: none. */
  problem: userMessageSchema.nullable(),
});

const cloneProposalPreviewSchema = z.object({
  kind: z.literal('clone'),
  sources: z.array(z.object({ campaignId: z.string(), name: z.string(), budgetType: budgetTypeSchema.nullable() })),
  nameTemplate: z.string(),
  budgetType: budgetTypeSchema,
  /** ISO time a scheduled clone starts; null: when approved. */
  startsAt: z.string().nullable(),
  targets: z.array(cloneProposalTargetSchema),
});
export type CloneProposalPreview = z.infer<typeof cloneProposalPreviewSchema>;

const budgetProposalPreviewSchema = z.object({
  kind: z.literal('budget_change'),
  operation: budgetChangeOperationSchema,
  /**
   * `budget.preview`'s rows, each with the platform's id of its ad account, without what holds only at the moment of
   * the preview (whether it would be sent this hour) or follows from the new value (its ceilings).
   */
  rows: z.array(budgetPreviewRowSchema.omit({ notSent: true, ceiling: true }).extend({ adAccountId: z.string() })),
});
export type BudgetProposalPreview = z.infer<typeof budgetProposalPreviewSchema>;

const proposalPreviewSchema = z.discriminatedUnion('kind', [cloneProposalPreviewSchema, budgetProposalPreviewSchema]);
export type ProposalPreview = z.infer<typeof proposalPreviewSchema>;

const person = z.object({ userId: z.uuid(), username: z.string() }).nullable();

export const proposalSchema = z.object({
  id: z.uuid(),
  kind: proposalKindSchema,
  /** `expired` as soon as its 7 days are over, whether or not anyone tried to decide it since. */
  state: proposalStateSchema,
  proposedBy: person,
  decidedBy: person,
  decidedAt: z.date().nullable(),
  comment: z.string().nullable(),
  createdAt: z.date(),
  expiresAt: z.date(),
  /** The platform's ids of the ad accounts it would change. */
  adAccountIds: z.array(z.string()),
  preview: proposalPreviewSchema,
  /** The work it became once approved. */
  cloneBatchId: z.uuid().nullable(),
  budgetChangeId: z.uuid().nullable(),
  /** Whether the caller may approve or reject it now. */
  canDecide: z.boolean(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const approvalsListInputSchema = z.object({ state: proposalStateSchema.optional() }).optional();
export const approvalsListSchema = z.object({ items: z.array(proposalSchema) });
export const proposalIdInputSchema = z.object({ id: z.uuid() });
export const approvalDecisionInputSchema = z.object({
  id: z.uuid(),
  comment: z
    .string()
    .trim()
    .max(MAX_APPROVAL_COMMENT_LENGTH)
    .optional()
    .transform((value) => value || undefined),
});
export type ApprovalDecisionInput = z.output<typeof approvalDecisionInputSchema>;
/** A REST body: the id travels in the path. */
export const approvalDecisionBodySchema = approvalDecisionInputSchema.omit({ id: true });

export const approvalSettingsSchema = z.object({ required: z.boolean() });
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;
export const approvalSetRequiredInputSchema = z.object({ required: z.boolean() });
export const pendingCountSchema = z.object({ count: z.number().int() });
