import type { AdAccountRow, CloneStepKind, CloneStepRow, CloneTargetWithBatch } from '@adfleet/db';
import { type BatchResult, type CallOptions, GraphError } from '../graph/index.ts';
import { renderMessage, type UserMessage } from '../messages/index.ts';
import type { CloneDeps } from './clone-batch-store.ts';
import type { CloneOptions } from './clone-options.ts';
import type { CloneSnapshot } from './clone-snapshot.ts';

/** A target that cannot be cloned as asked: recorded failed with this message, never retried. */
export class CloneRefused extends Error {
  override name = 'CloneRefused';

  readonly reason: UserMessage;

  constructor(reason: UserMessage) {
    super(renderMessage(reason, 'en'));
    this.reason = reason;
  }
}

export interface TargetRequest {
  budgetType: 'daily' | 'lifetime';
  pixelId?: string | undefined;
  pageId?: string | undefined;
  /** The duplication options the batch was asked with (stored in its request record; absent in older batches). */
  options?: CloneOptions | undefined;
}

export interface Remap {
  pixels: Map<string, string>;
  pages: Map<string, string>;
  usableAudiences: Set<string>;
  /** The target's own EU DSA payor and beneficiary, over the source ad sets' (absent: the source's, else the account's defaults). */
  dsa?: { payor?: string | undefined; beneficiary?: string | undefined };
}

/** One target's clone as the engine, its parameter builders and its reconciliation share it (`S`: the platform's snapshot). */
export interface Run<S = CloneSnapshot> {
  deps: CloneDeps;
  target: CloneTargetWithBatch;
  /** The target's ad account row, where its new campaign is listed. */
  account: AdAccountRow;
  snapshot: S;
  request: TargetRequest;
  act: string;
  call: CallOptions;
  steps: Map<string, CloneStepRow>;
  warnings: UserMessage[];
}

/** Rounds and resumed attempts build the same parameters again; each warning is kept once. */
export function warn(run: Pick<Run<unknown>, 'warnings'>, warning: UserMessage): void {
  const key = JSON.stringify(warning);
  if (!run.warnings.some((known) => JSON.stringify(known) === key)) run.warnings.push(warning);
}

export const stepKey = (kind: CloneStepKind, sourceId: string) => `${kind}:${sourceId}`;

export function bodyOf<T>(result: BatchResult): T {
  if (!result) throw new GraphError('A Graph batch operation timed out', { code: 2 }, 'transient');
  if (!result.ok) throw result.error;
  return result.body as T;
}
