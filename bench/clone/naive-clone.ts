/* eslint-disable @typescript-eslint/no-explicit-any -- Graph answers are free-form JSON */

/**
 * The baseline the clone engine is measured against: the same clone done the obvious way, one Graph call at a time:
 * the source read object by object, then, target after target, its checks and every create in turn. No batch
 * requests, no parallelism, no database.
 */
export async function naiveClone(options: { graphUrl: string; token: string; campaignId: string; sourceAct: string; targets: string[]; name: (act: string) => string; budgetMinor: number }) {
  const { graphUrl, token } = options;
  const call = async (method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}) => {
    const body = new URLSearchParams({ access_token: token });
    for (const [key, value] of Object.entries(params)) if (value !== undefined) body.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    const response =
      method === 'GET'
        ? await fetch(`${graphUrl}/${path}?${body}`)
        : await fetch(`${graphUrl}/${path}`, { method, body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const json = (await response.json()) as any;
    if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
    return json;
  };

  // The source, one object at a time.
  const campaign = await call('GET', options.campaignId, { fields: 'id,name,objective,special_ad_categories,buying_type,bid_strategy,daily_budget' });
  const adsetIds = (await call('GET', `${options.campaignId}/adsets`, { fields: 'id' })).data as Array<{ id: string }>;
  const adsets = [];
  for (const { id } of adsetIds) adsets.push(await call('GET', id, { fields: 'id,name,targeting,optimization_goal,billing_event,bid_strategy,daily_budget,promoted_object' }));
  const ads = [];
  for (const adset of adsets) {
    const ids = (await call('GET', `${adset.id}/ads`, { fields: 'id' })).data as Array<{ id: string }>;
    for (const { id } of ids) ads.push(await call('GET', id, { fields: 'id,name,adset_id,creative' }));
  }
  const creatives = new Map<string, any>();
  for (const ad of ads) if (!creatives.has(ad.creative.id)) creatives.set(ad.creative.id, await call('GET', ad.creative.id, { fields: 'id,name,object_story_spec' }));
  const hashes = new Set<string>();
  for (const creative of creatives.values()) {
    const link = creative.object_story_spec?.link_data ?? {};
    if (link.image_hash) hashes.add(link.image_hash);
    for (const card of link.child_attachments ?? []) if (card.image_hash) hashes.add(card.image_hash);
  }

  // Each target in turn: what it may use, then every object, one create call each.
  for (const act of options.targets) {
    const pixels = (await call('GET', `${act}/adspixels`, { fields: 'id' })).data.map((item: any) => item.id);
    const pages = (await call('GET', `${act}/promote_pages`, { fields: 'id' })).data.map((item: any) => item.id);
    await call('GET', `${act}/customaudiences`, { fields: 'id' });
    for (const hash of hashes) await call('POST', `${act}/adimages`, { copy_from: { source_account_id: options.sourceAct.replace(/^act_/, ''), hash } });
    const created = await call('POST', `${act}/campaigns`, { name: options.name(act), objective: campaign.objective, status: 'PAUSED', special_ad_categories: campaign.special_ad_categories ?? [] });
    const adsetMap = new Map<string, string>();
    for (const adset of adsets) {
      const promoted = { ...adset.promoted_object, pixel_id: pixels.includes(adset.promoted_object?.pixel_id) ? adset.promoted_object.pixel_id : pixels[0] };
      const { custom_audiences: _dropped, ...targeting } = adset.targeting;
      const result = await call('POST', `${act}/adsets`, {
        name: adset.name,
        campaign_id: created.id,
        status: 'PAUSED',
        targeting,
        optimization_goal: adset.optimization_goal,
        billing_event: adset.billing_event,
        bid_strategy: adset.bid_strategy,
        daily_budget: options.budgetMinor,
        promoted_object: promoted,
      });
      adsetMap.set(adset.id, result.id);
    }
    const creativeMap = new Map<string, string>();
    for (const creative of creatives.values()) {
      const spec = { ...creative.object_story_spec, page_id: pages.includes(creative.object_story_spec.page_id) ? creative.object_story_spec.page_id : pages[0] };
      creativeMap.set(creative.id, (await call('POST', `${act}/adcreatives`, { name: creative.name, object_story_spec: spec })).id);
    }
    for (const ad of ads) {
      await call('POST', `${act}/ads`, { name: ad.name, adset_id: adsetMap.get(ad.adset_id), creative: { creative_id: creativeMap.get(ad.creative.id) }, status: 'PAUSED' });
    }
  }
}
