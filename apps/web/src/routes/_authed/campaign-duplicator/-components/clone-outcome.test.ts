import { describe, expect, it } from 'vitest';
import { cloneOutcomeOf, completionToastOf, OUTCOME_BADGE } from './clone-outcome';

describe('cloneOutcomeOf', () => {
  it('names a finished batch by what its accounts came to', () => {
    expect(cloneOutcomeOf({ status: 'completed', successCount: 3, errorCount: 0 })).toBe('done');
    expect(cloneOutcomeOf({ status: 'completed', successCount: 2, errorCount: 1 })).toBe('partial');
    expect(cloneOutcomeOf({ status: 'completed', successCount: 0, errorCount: 2 })).toBe('failed');
  });

  it('keeps a batch running until it ends, whatever its counts so far', () => {
    expect(cloneOutcomeOf({ status: 'running', successCount: 0, errorCount: 1 })).toBe('running');
    expect(cloneOutcomeOf({ status: 'running', successCount: 2, errorCount: 0 })).toBe('running');
  });

  it('never shows a failed batch in the success colour, nor a done one in red', () => {
    expect(OUTCOME_BADGE.failed).toBe('destructive');
    expect(OUTCOME_BADGE.done).toBe('success');
    expect(OUTCOME_BADGE.partial).not.toMatch(/success|destructive/);
  });
});

describe('completionToastOf', () => {
  const ok = { success: true };
  const failed = { success: false };

  it('is a success only when every selected account succeeded', () => {
    expect(completionToastOf([ok, ok], 2)).toEqual({ outcome: 'done', succeeded: 2, failed: 0, selected: 2, variant: 'success' });
  });

  it('says partly done, with how many failed, when some succeeded', () => {
    expect(completionToastOf([ok, failed], 2)).toEqual({ outcome: 'partial', succeeded: 1, failed: 1, selected: 2, variant: 'default' });
    // An account with no answer is not a success.
    expect(completionToastOf([ok], 2)).toMatchObject({ outcome: 'partial', failed: 1 });
  });

  it('says failed, in red, when no account succeeded', () => {
    expect(completionToastOf([failed], 1)).toEqual({ outcome: 'failed', succeeded: 0, failed: 1, selected: 1, variant: 'destructive' });
    expect(completionToastOf([], 0)).toMatchObject({ outcome: 'failed' });
  });
});
