import { describe, expect, it } from 'vitest';
import { type PlanInput, planClone, type StepRef } from './clone-plan.ts';
import type { CloneSnapshot } from './clone-snapshot.ts';
import { createWaves, orderInBatch } from './clone-waves.ts';

/** 2 ad sets × 2 ads: a link creative on image h1, a carousel on h1 + h2, and one with no image. */
function snapshot(imageHashes: string[]): CloneSnapshot {
  const uses = (hash: string) => imageHashes.includes(hash);
  return {
    sourceAccountId: '111',
    sourceCurrency: 'USD',
    campaign: { id: 'c1', name: 'Spring', objective: 'OUTCOME_SALES' },
    adsets: ['s1', 's2'].map((id) => ({ id, name: id, targeting: { geo_locations: { countries: ['US'] } } })),
    creatives: [
      { id: 'link', name: 'link', object_story_spec: { page_id: 'p', link_data: uses('h1') ? { image_hash: 'h1' } : { picture: 'https://example.com/a.png' } } },
      { id: 'carousel', name: 'carousel', object_story_spec: { page_id: 'p', link_data: { child_attachments: imageHashes.map((hash) => ({ image_hash: hash })) } } },
      { id: 'text', name: 'text', object_story_spec: { page_id: 'p', link_data: { message: 'h1 is not a hash here' } } },
    ],
    ads: [
      { id: 'a1', name: 'a1', adset_id: 's1', creative_id: 'link' },
      { id: 'a2', name: 'a2', adset_id: 's1', creative_id: 'carousel' },
      { id: 'a3', name: 'a3', adset_id: 's2', creative_id: 'text' },
    ],
    imageHashes,
  };
}

const plan = (imageHashes: string[]) =>
  planClone({
    snapshot: snapshot(imageHashes),
    target: { campaignName: 'x', budgetMinor: 1000, currency: 'USD' },
    request: { budgetType: 'daily' },
    remap: { pixels: new Map(), pages: new Map(), usableAudiences: new Set() },
    now: new Date('2026-11-24T00:00:00Z'),
  } satisfies PlanInput).steps;
const names = (waves: ReturnType<typeof createWaves>) => waves.map((wave) => wave.map((spec) => `${spec.kind}:${spec.sourceId}`));
const none = () => false;

describe('createWaves: the dependent rounds of a clone', () => {
  it.each([
    [
      'images: copied in the first round with the campaign, the creatives behind them in the same batch',
      ['h1', 'h2'],
      [
        ['image:h1', 'image:h2', 'campaign:c1', 'creative:link', 'creative:carousel', 'creative:text'],
        ['adset:s1', 'adset:s2'],
        ['ad:a1', 'ad:a2', 'ad:a3'],
      ],
    ],
    [
      'no images: the creatives beside the campaign',
      [],
      [
        ['campaign:c1', 'creative:link', 'creative:carousel', 'creative:text'],
        ['adset:s1', 'adset:s2'],
        ['ad:a1', 'ad:a2', 'ad:a3'],
      ],
    ],
  ])('%s: three rounds', (_case, hashes, expected) => {
    expect(names(createWaves(plan(hashes), none))).toEqual(expected);
  });

  it.each([
    ['the campaign and creatives exist: the ad sets go first', ['campaign:c1', 'creative:link', 'creative:carousel', 'creative:text', 'image:h1', 'image:h2'], [['adset:s1', 'adset:s2'], ['ad:a1', 'ad:a2', 'ad:a3']]],
    ['one ad set exists: only its sibling waits for nothing but the campaign', ['image:h1', 'image:h2', 'campaign:c1', 'adset:s1'], [['adset:s2', 'creative:link', 'creative:carousel', 'creative:text'], ['ad:a1', 'ad:a2', 'ad:a3']]],
    ['only the ads are missing: one round', ['image:h1', 'image:h2', 'campaign:c1', 'adset:s1', 'adset:s2', 'creative:link', 'creative:carousel', 'creative:text'], [['ad:a1', 'ad:a2', 'ad:a3']]],
    ['everything exists: nothing to do', ['image:h1', 'image:h2', 'campaign:c1', 'adset:s1', 'adset:s2', 'creative:link', 'creative:carousel', 'creative:text', 'ad:a1', 'ad:a2', 'ad:a3'], []],
  ])('resumed when %s', (_case, done, expected) => {
    const created = (ref: StepRef) => done.includes(`${ref.kind}:${ref.sourceId}`);
    expect(names(createWaves(plan(['h1', 'h2']), created))).toEqual(expected);
  });

  it('refuses a plan that needs a step it does not create', () => {
    const steps = plan([]).filter((spec) => spec.kind !== 'adset');
    expect(() => createWaves(steps, none)).toThrow('The clone plan needs adset:s1');
  });
});

describe('orderInBatch', () => {
  it('makes each creative wait for the last image it shows, the images chained, and keeps their answers', () => {
    const [first] = createWaves(plan(['h1', 'h2']), none);
    const operations = orderInBatch(first ?? [], (first ?? []).map((spec) => ({ method: 'POST' as const, relativeUrl: spec.edge })));
    expect(operations.map(({ relativeUrl, name, dependsOn, omitResponseOnSuccess }) => ({ relativeUrl, name, dependsOn, omitResponseOnSuccess }))).toEqual([
      { relativeUrl: 'adimages', name: 'step0', dependsOn: undefined, omitResponseOnSuccess: false },
      { relativeUrl: 'adimages', name: 'step1', dependsOn: 'step0', omitResponseOnSuccess: false },
      { relativeUrl: 'campaigns', name: undefined, dependsOn: undefined, omitResponseOnSuccess: undefined },
      // The link creative shows h1 only; the carousel h1 and h2, so it waits for h2, which waits for h1.
      { relativeUrl: 'adcreatives', name: undefined, dependsOn: 'step0', omitResponseOnSuccess: undefined },
      { relativeUrl: 'adcreatives', name: undefined, dependsOn: 'step1', omitResponseOnSuccess: undefined },
      { relativeUrl: 'adcreatives', name: undefined, dependsOn: undefined, omitResponseOnSuccess: undefined },
    ]);
  });

  it('waits for nothing an earlier batch created', () => {
    const creatives = plan(['h1', 'h2']).filter((spec) => spec.kind === 'creative');
    expect(orderInBatch(creatives, creatives.map(() => ({ method: 'POST' as const, relativeUrl: 'adcreatives' })))).toEqual(creatives.map(() => ({ method: 'POST', relativeUrl: 'adcreatives' })));
  });
});
