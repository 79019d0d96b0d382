import type { BatchOperation } from '../graph/index.ts';
import type { StepRef, StepSpec } from './clone-plan.ts';

/*
 * The dependent rounds of a target's clone. A step waits for a round of its own only for the ids it sends (its links);
 * what it merely needs to exist first (`after`) may ride in the same batch behind it. So the campaign, the images and
 * the creatives go out in one first round, then the ad sets, then the ads: three rounds of creates at most.
 */

const keyOf = (ref: StepRef) => `${ref.kind}:${ref.sourceId}`;

/** The steps still to create, grouped into rounds; a step already created holds no one back. */
export function createWaves(steps: readonly StepSpec[], created: (ref: StepRef) => boolean): StepSpec[][] {
  const byKey = new Map(steps.map((spec) => [keyOf(spec), spec]));
  const levels = new Map<string, number>();
  const levelOf = (ref: StepRef, path: ReadonlySet<string>): number => {
    const key = keyOf(ref);
    const known = levels.get(key);
    if (known !== undefined) return known;
    if (path.has(key)) throw new Error(`The clone plan loops through ${key}`);
    const spec = byKey.get(key);
    if (!spec) throw new Error(`The clone plan needs ${key}, which it does not create`);
    const inner = new Set(path).add(key);
    const waitFor = (dependency: StepRef, rounds: number) => (created(dependency) ? 0 : levelOf(dependency, inner) + rounds);
    const level = Math.max(0, ...spec.links.map((link) => waitFor(link.from, 1)), ...(spec.after ?? []).map((dependency) => waitFor(dependency, 0)));
    levels.set(key, level);
    return level;
  };
  const waves: StepSpec[][] = [];
  for (const spec of steps) {
    if (created(spec)) continue;
    (waves[levelOf(spec, new Set())] ??= []).push(spec);
  }
  return waves.filter((wave) => wave.length > 0);
}

/**
 * One batch's operations in Meta's terms: a step waits (depends_on) for the last of its `after` steps in the same batch.
 * The steps waited for are chained one after another, so that last one stands for all before it; they wait for nothing
 * else themselves (images). What an earlier batch or round created needs no waiting. Named results are still returned,
 * since their ids are recorded.
 */
export function orderInBatch(specs: readonly StepSpec[], operations: readonly BatchOperation[]): BatchOperation[] {
  const index = new Map(specs.map((spec, position) => [keyOf(spec), position]));
  const waitsFor = specs.map((spec, position) => Math.max(-1, ...(spec.after ?? []).map((ref) => index.get(keyOf(ref)) ?? -1).filter((at) => at < position)));
  const awaited = [...new Set(waitsFor.filter((at) => at >= 0))].sort((a, b) => a - b);
  const chained = new Map(awaited.slice(1).map((at, rank) => [at, awaited[rank] ?? -1]));
  const nameOf = (position: number) => `step${position}`;
  return operations.map((operation, position) => {
    const dependsOn = (waitsFor[position] ?? -1) >= 0 ? waitsFor[position] : chained.get(position);
    const named = awaited.includes(position);
    return {
      ...operation,
      ...(named ? { name: nameOf(position), omitResponseOnSuccess: false } : {}),
      ...(dependsOn !== undefined && dependsOn >= 0 ? { dependsOn: nameOf(dependsOn) } : {}),
    };
  });
}
