import { z } from 'zod';

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
