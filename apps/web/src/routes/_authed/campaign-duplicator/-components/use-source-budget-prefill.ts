import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import { plainAmount } from './budget-model';
import { useCloneSourceBudget } from './clone-api';
import type { DuplicateFormValues } from './duplicator-model';

/**
 * Prefills the budget of a campaign that keeps its budgets on its ad sets (the list cannot show them) once Meta has
 * answered, with the smallest of them. Only an untouched, empty field takes it: a figure the person typed stays.
 */
export function useSourceBudgetPrefill(campaignId: string | null, setValues: Dispatch<SetStateAction<DuplicateFormValues>>): void {
  const answer = useCloneSourceBudget(campaignId).data;
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !answer) return;
    applied.current = true;
    setValues((current) => (current.budget === '' ? { ...current, budgetType: answer.budgetType, budget: plainAmount(answer.amount) } : current));
  }, [answer, setValues]);
}
