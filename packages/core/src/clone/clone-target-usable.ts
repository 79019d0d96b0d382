import type { CloneTargetUsable } from '@adfleet/db';
import { z } from 'zod';
import type { TargetFacts } from './clone-preflight-verdict.ts';

/** The stored "what may it use" of a target, as the batch start wrote it. */
export const cloneTargetUsableSchema = z.object({ pixels: z.array(z.string()), pages: z.array(z.string()), audiences: z.array(z.string()) });

/** What a target stores from the batch start's read: only a full answer, so a missed read is asked again by the job. */
export function usableOf(facts: TargetFacts | undefined): { usable?: CloneTargetUsable } {
  if (facts?.kind !== 'read') return {};
  return { usable: { pixels: facts.pixels.map((pixel) => pixel.id), pages: facts.pages.map((page) => page.id), audiences: facts.audiences } };
}

/** The stored answer when it is whole, else undefined (batches started before it was stored, or an unread target). */
export function storedUsable(value: unknown): CloneTargetUsable | undefined {
  const parsed = cloneTargetUsableSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
