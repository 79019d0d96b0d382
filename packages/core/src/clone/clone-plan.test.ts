import { describe, expect, it } from 'vitest';
import type { UserMessage } from '../messages/index.ts';
import { createWaves, orderInBatch, type PlanInput, planClone, resolveParams, scaledBudgetMinor, type StepRef, type StepSpec } from './clone-plan.ts';
import type { CloneSnapshot } from './clone-source.ts';

const NOW = new Date('2026-11-24T00:00:00Z');

function snapshot(overrides: { campaign?: Partial<CloneSnapshot['campaign']>; adset?: Partial<CloneSnapshot['adsets'][number]> } = {}): CloneSnapshot {
  return {
    sourceAccountId: '111',
    sourceCurrency: 'USD',
    campaign: { id: 'c1', name: 'Spring', objective: 'OUTCOME_SALES', special_ad_categories: [], ...overrides.campaign },
    adsets: [
      {
        id: 's1',
        name: 'Set 1',
        targeting: { geo_locations: { countries: ['US'] }, custom_audiences: [{ id: 'aud-shared' }, { id: 'aud-private' }] },
        optimization_goal: 'OFFSITE_CONVERSIONS',
        daily_budget: '2500',
        promoted_object: { pixel_id: 'px-source', custom_event_type: 'PURCHASE' },
        ...overrides.adset,
      },
    ],
    creatives: [{ id: 'cr1', name: 'Creative 1', object_story_spec: { page_id: 'pg-source', instagram_user_id: 'ig-1', link_data: { image_hash: 'h1' } } }],
    ads: [{ id: 'ad1', name: 'Ad 1', adset_id: 's1', creative_id: 'cr1' }],
    imageHashes: ['h1'],
  };
}

function input(overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    snapshot: snapshot(),
    target: { campaignName: 'Spring · EU Store', budgetMinor: 4000, currency: 'USD' },
    request: { budgetType: 'daily' },
    remap: { pixels: new Map([['px-source', 'px-source']]), pages: new Map([['pg-source', 'pg-source']]), usableAudiences: new Set(['aud-shared', 'aud-private']) },
    now: NOW,
    ...overrides,
  };
}

const step = (steps: StepSpec[], kind: StepSpec['kind']) => steps.find((spec) => spec.kind === kind) as StepSpec;
const codes = (warnings: UserMessage[]) => warnings.map((warning) => warning.code);

describe('planClone', () => {
  it('lists the creates in dependency order, each on its edge, the campaign named from the template and the rest as in the source', () => {
    const { steps } = planClone(input());
    expect(steps.map((spec) => [spec.kind, spec.sourceId, spec.name, spec.edge])).toEqual([
      ['image', 'h1', 'h1', 'adimages'],
      ['campaign', 'c1', 'Spring · EU Store', 'campaigns'],
      ['adset', 's1', 'Set 1', 'adsets'],
      ['creative', 'cr1', 'Creative 1', 'adcreatives'],
      ['ad', 'ad1', 'Ad 1', 'ads'],
    ]);
    expect(step(steps, 'campaign').params.name).toBe('Spring · EU Store');
    expect(step(steps, 'image').params).toEqual({ copy_from: { source_account_id: '111', hash: 'h1' } });
  });

  it.each([
    ['an ACTIVE source', {}],
    ['a campaign-budget source', { campaign: { daily_budget: '9000' } }],
  ])('creates every campaign, ad set and ad PAUSED (%s)', (_case, overrides) => {
    const { steps } = planClone(input({ snapshot: snapshot(overrides) }));
    expect(steps.filter((spec) => ['campaign', 'adset', 'ad'].includes(spec.kind)).map((spec) => spec.params.status)).toEqual(['PAUSED', 'PAUSED', 'PAUSED']);
  });

  it.each([
    ['campaign budget, daily: on the campaign only', { campaign: { daily_budget: '9000', bid_strategy: 'LOWEST_COST_WITHOUT_CAP' } }, 'daily', { daily_budget: 4000, bid_strategy: 'LOWEST_COST_WITHOUT_CAP' }, {}],
    ['campaign budget, lifetime', { campaign: { lifetime_budget: '90000' } }, 'lifetime', { lifetime_budget: 4000 }, {}],
    ['ad-set budgets, daily: on each ad set', {}, 'daily', {}, { daily_budget: 4000 }],
    ['ad-set budgets, lifetime', {}, 'lifetime', {}, { lifetime_budget: 4000 }],
  ] as const)('puts the target’s converted budget where the source has its budget: %s', (_case, overrides, budgetType, onCampaign, onAdSet) => {
    const { steps } = planClone(input({ snapshot: snapshot(overrides), request: { budgetType } }));
    const budgetsOf = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).filter(([key, value]) => /budget|bid_strategy/.test(key) && value !== undefined));
    expect(budgetsOf(step(steps, 'campaign').params)).toEqual(onCampaign);
    expect(budgetsOf(step(steps, 'adset').params)).toEqual({ ...onAdSet });
  });

  it('adds an end date 30 days out to a lifetime ad set that had none, and says so', () => {
    const { steps, warnings } = planClone(input({ request: { budgetType: 'lifetime' } }));
    expect(step(steps, 'adset').params.end_time).toBe('2026-12-24T00:00:00.000Z');
    expect(warnings).toContainEqual({ code: 'cloneWarnLifetimeEndAdded', params: { adSet: 'Set 1', endDate: '2026-12-24' } });
  });

  it.each([
    ['same currency: bid kept', 'USD', { bid_strategy: 'COST_CAP', bid_amount: 150 }, []],
    ['other currency: bid dropped, cap lifted, with a warning', 'JPY', { bid_strategy: 'LOWEST_COST_WITHOUT_CAP' }, ['cloneWarnBidDropped']],
  ])('%s', (_case, currency, expected, warned) => {
    const { steps, warnings } = planClone(input({ snapshot: snapshot({ adset: { bid_strategy: 'COST_CAP', bid_amount: '150' } }), target: { campaignName: 'x', budgetMinor: 4000, currency } }));
    const params = step(steps, 'adset').params;
    expect({ bid_strategy: params.bid_strategy, ...(params.bid_amount === undefined ? {} : { bid_amount: params.bid_amount }) }).toEqual(expected);
    expect(codes(warnings)).toEqual(warned);
  });

  it('sends the remapped pixel and page, and drops the Instagram account that belonged to the source page', () => {
    const remap = { pixels: new Map([['px-source', 'px-target']]), pages: new Map([['pg-source', 'pg-target']]), usableAudiences: new Set(['aud-shared', 'aud-private']) };
    const { steps } = planClone(input({ remap }));
    expect(step(steps, 'adset').params.promoted_object).toEqual({ pixel_id: 'px-target', custom_event_type: 'PURCHASE' });
    expect(step(steps, 'creative').params.object_story_spec).toEqual({ page_id: 'pg-target', link_data: { image_hash: 'h1' } });
  });

  it('creates each ad set under Meta’s current rules: Advantage+ audience as in the source, removed placements left out with a warning', () => {
    const targeting = { geo_locations: { countries: ['US'] }, publisher_platforms: ['instagram'], instagram_positions: ['stream', 'explore'] };
    const { steps, warnings } = planClone(input({ snapshot: snapshot({ adset: { targeting } }) }));
    expect(step(steps, 'adset').params.targeting).toEqual({ ...targeting, instagram_positions: ['stream'], targeting_automation: { advantage_audience: 0 } });
    expect(warnings).toEqual([{ code: 'cloneWarnExploreRemoved', params: { adSet: 'Set 1' } }]);
    const open = { geo_locations: { countries: ['US'] }, targeting_automation: { advantage_audience: 1 } };
    expect(step(planClone(input({ snapshot: snapshot({ adset: { targeting: open } }) })).steps, 'adset').params.targeting).toEqual(open);
  });

  it('sends a creative stored with v21’s Instagram names in v22’s, and the post only while the page stays the same', () => {
    const stored = snapshot();
    stored.creatives = [{ id: 'cr1', name: 'Creative 1', object_story_spec: { page_id: 'pg-source', instagram_actor_id: 'ig-1', instagram_story_id: 'post-1', link_data: { image_hash: 'h1' } } }];
    expect(step(planClone(input({ snapshot: stored })).steps, 'creative').params).toEqual({
      name: 'Creative 1',
      object_story_spec: { page_id: 'pg-source', instagram_user_id: 'ig-1', link_data: { image_hash: 'h1' } },
      source_instagram_media_id: 'post-1',
    });
    const elsewhere = { pixels: new Map(), pages: new Map([['pg-source', 'pg-target']]), usableAudiences: new Set<string>() };
    expect(step(planClone(input({ snapshot: stored, remap: elsewhere })).steps, 'creative').params).toEqual({ name: 'Creative 1', object_story_spec: { page_id: 'pg-target', link_data: { image_hash: 'h1' } } });
  });

  it('keeps the Instagram account when the page stays the same', () => {
    expect(step(planClone(input()).steps, 'creative').params.object_story_spec).toMatchObject({ page_id: 'pg-source', instagram_user_id: 'ig-1' });
  });

  it.each([
    ['all usable', ['aud-shared', 'aud-private'], [{ id: 'aud-shared' }, { id: 'aud-private' }], []],
    ['one the target cannot use', ['aud-shared'], [{ id: 'aud-shared' }], [{ code: 'cloneWarnAudiencesDropped', params: { adSet: 'Set 1', audiences: 'aud-private' } }]],
    ['none usable: the key goes', [], undefined, [{ code: 'cloneWarnAudiencesDropped', params: { adSet: 'Set 1', audiences: 'aud-shared, aud-private' } }]],
  ])('custom audiences, %s', (_case, usable, kept, warned) => {
    const remap = { pixels: new Map(), pages: new Map(), usableAudiences: new Set(usable) };
    const { steps, warnings } = planClone(input({ remap }));
    expect((step(steps, 'adset').params.targeting as Record<string, unknown>).custom_audiences).toEqual(kept);
    expect(warnings).toEqual(warned);
  });

  it.each([
    ['the source names them: kept', { dsa_payor: 'Agency', dsa_beneficiary: 'Brand' }, undefined, { dsa_payor: 'Agency', dsa_beneficiary: 'Brand' }],
    ['the target gives its own: they win', { dsa_payor: 'Agency', dsa_beneficiary: 'Brand' }, { payor: 'Other Agency', beneficiary: 'Client' }, { dsa_payor: 'Other Agency', dsa_beneficiary: 'Client' }],
    ['the source names none, the target gives them', {}, { payor: 'Other Agency', beneficiary: 'Client' }, { dsa_payor: 'Other Agency', dsa_beneficiary: 'Client' }],
    ['neither: left to the account defaults', {}, {}, { dsa_payor: undefined, dsa_beneficiary: undefined }],
  ])('EU DSA payor and beneficiary on every ad set, %s', (_case, source, dsa, expected) => {
    const remap = { pixels: new Map(), pages: new Map(), usableAudiences: new Set<string>(), ...(dsa ? { dsa } : {}) };
    const { steps } = planClone(input({ snapshot: snapshot({ adset: { targeting: { geo_locations: { countries: ['ES'] } }, ...source } }), remap }));
    const params = step(steps, 'adset').params;
    expect({ dsa_payor: params.dsa_payor, dsa_beneficiary: params.dsa_beneficiary }).toEqual(expected);
  });

  it('maps an objective Meta no longer accepts on create to its successor', () => {
    expect(step(planClone(input({ snapshot: snapshot({ campaign: { objective: 'CONVERSIONS' } }) })).steps, 'campaign').params.objective).toBe('OUTCOME_SALES');
  });

  it('leaves the ids of earlier creates as links, filled in only when they exist', () => {
    const { steps } = planClone(input());
    const created = new Map([['campaign:c1', '900'], ['adset:s1', '901'], ['creative:cr1', '902']]);
    const idOf = (ref: { kind: string; sourceId: string }) => created.get(`${ref.kind}:${ref.sourceId}`) ?? (() => { throw new Error(`${ref.kind} not created`); })();
    expect(resolveParams(step(steps, 'adset'), idOf)).toMatchObject({ campaign_id: '900', name: 'Set 1' });
    expect(resolveParams(step(steps, 'ad'), idOf)).toEqual({ name: 'Ad 1', status: 'PAUSED', adset_id: '901', creative: { creative_id: '902' } });
    expect(() => resolveParams(step(steps, 'ad'), () => { throw new Error('adset not created'); })).toThrow('adset not created');
    // The plan itself is never changed by resolving it.
    expect(step(steps, 'ad').params).toEqual({ name: 'Ad 1', status: 'PAUSED' });
  });

  describe('with duplication options', () => {
    /** Two ad sets (the second PAUSED), three ads (one PAUSED under the active set), each ad its own creative and image. */
    function mixedSnapshot(): CloneSnapshot {
      const base = snapshot();
      const adset = base.adsets[0] as CloneSnapshot['adsets'][number];
      const creative = (id: string, hash: string) => ({ id, name: `Creative ${id}`, object_story_spec: { page_id: 'pg-source', link_data: { image_hash: hash } } });
      return {
        ...base,
        adsets: [{ ...adset, status: 'ACTIVE' }, { ...adset, id: 's2', name: 'Set 2', status: 'PAUSED', daily_budget: '1000' }],
        creatives: [creative('cr1', 'h1'), creative('cr2', 'h2'), creative('cr3', 'h3')],
        ads: [
          { id: 'ad1', name: 'Ad 1', status: 'ACTIVE', adset_id: 's1', creative_id: 'cr1' },
          { id: 'ad2', name: 'Ad 2', status: 'PAUSED', adset_id: 's1', creative_id: 'cr2' },
          { id: 'ad3', name: 'Ad 3', status: 'ACTIVE', adset_id: 's2', creative_id: 'cr3' },
        ],
        imageHashes: ['h1', 'h2', 'h3'],
      };
    }
    const planned = (options: NonNullable<PlanInput['request']['options']>) =>
      planClone(input({ snapshot: mixedSnapshot(), request: { budgetType: 'daily', options } })).steps.map((spec) => `${spec.kind}:${spec.sourceId}`);

    it.each([
      ['no options: the whole tree, paused items included', {}, ['image:h1', 'image:h2', 'image:h3', 'campaign:c1', 'adset:s1', 'adset:s2', 'creative:cr1', 'creative:cr2', 'creative:cr3', 'ad:ad1', 'ad:ad2', 'ad:ad3']],
      ['campaign only: no ad sets, creatives, images or ads', { duplicateAdSets: false, duplicateAds: false }, ['campaign:c1']],
      ['campaign only, ads left unsaid', { duplicateAdSets: false }, ['campaign:c1']],
      ['ad sets without ads: no creatives or images either', { duplicateAds: false }, ['campaign:c1', 'adset:s1', 'adset:s2']],
      ['paused left out: the paused ad set with its active ad, and the paused ad', { includePaused: false }, ['image:h1', 'campaign:c1', 'adset:s1', 'creative:cr1', 'ad:ad1']],
      ['paused left out, ad sets only', { includePaused: false, duplicateAds: false }, ['campaign:c1', 'adset:s1']],
    ] as const)('%s', (_case, options, expected) => {
      expect(planned(options)).toEqual(expected);
    });

    it.each([
      ['×1.5, same currency', 'USD', 1.5, [3750, 1500]],
      ['×1.5 into a whole-unit currency: units carried over, rounded to whole yen', 'JPY', 1.5, [38, 15]],
      ['×0.333, rounded to the cent', 'USD', 0.333, [833, 333]],
    ] as const)('scales each ad set’s own source budget: %s', (_case, currency, budgetMultiplier, expected) => {
      const { steps } = planClone(input({ snapshot: mixedSnapshot(), target: { campaignName: 'x', budgetMinor: 4000, currency }, request: { budgetType: 'daily', options: { budgetMultiplier } } }));
      expect(steps.filter((spec) => spec.kind === 'adset').map((spec) => spec.params.daily_budget)).toEqual(expected);
    });

    it('leaves the campaign budget at the request’s amount and the bid amount unscaled', () => {
      const source = snapshot({ campaign: { daily_budget: '9000' }, adset: { bid_strategy: 'COST_CAP', bid_amount: '150' } });
      const { steps } = planClone(input({ snapshot: source, request: { budgetType: 'daily', options: { budgetMultiplier: 2 } } }));
      expect(step(steps, 'campaign').params.daily_budget).toBe(4000);
      expect(step(steps, 'adset').params).toMatchObject({ bid_amount: 150 });
      expect(step(steps, 'adset').params.daily_budget).toBeUndefined();
    });

    it('still creates every campaign, ad set and ad PAUSED', () => {
      const { steps } = planClone(input({ snapshot: mixedSnapshot(), request: { budgetType: 'daily', options: { includePaused: true, budgetMultiplier: 2 } } }));
      expect(new Set(steps.filter((spec) => spec.kind !== 'image' && spec.kind !== 'creative').map((spec) => spec.params.status))).toEqual(new Set(['PAUSED']));
    });
  });
});

describe('a plan sent in rounds', () => {
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
});

describe('scaledBudgetMinor', () => {
  it.each([
    [2500, 'USD', 1.5, 'USD', 3750],
    [2500, 'USD', 1.5, 'JPY', 38],
    [3000, 'JPY', 1.5, 'USD', 450000],
    [1, 'USD', 0.01, 'USD', 1],
  ])('scales %d %s × %d into %s minor units: %d', (minor, from, multiplier, to, expected) => {
    expect(scaledBudgetMinor(minor, from, multiplier, to)).toBe(expected);
  });
});
