import type { SandboxedServer } from '@adfleet/test-support/sandboxed-server';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees and Graph answers are free-form JSON */

/** The part of a sandbox these helpers use: a server started in-process, or a launcher reached over HTTP only. */
export type SandboxGraph = Pick<SandboxedServer, 'sandboxUrl' | 'graphGet'> & { config: { meta: { graphVersion: string } } };

/** A Graph POST to the sandbox as a demo user's token would make it. */
export async function graphPost(app: SandboxGraph, token: string, path: string, params: Record<string, unknown>) {
  const body = new URLSearchParams({ access_token: token });
  for (const [name, value] of Object.entries(params)) body.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(`${app.sandboxUrl}/${app.config.meta.graphVersion}/${path}`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const json = (await response.json()) as any;
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json;
}

const ids = async (app: SandboxGraph, token: string, path: string) => ((await app.graphGet(path, { access_token: token, fields: 'id,name', limit: '500' })).data as Array<{ id: string; name: string }>);

/**
 * Creates, through the Graph API, a conversions campaign of 3 ad sets × 2 ads in `act`: ad-set budgets, the account's
 * pixel shared elsewhere, two custom audiences (one shared, one not), link and carousel creatives on its first page.
 */
export async function createSourceCampaign(app: SandboxGraph, token: string, act: string, name: string) {
  const [pixel] = await ids(app, token, `${act}/adspixels`);
  const [page] = await ids(app, token, `${act}/promote_pages`);
  const audiences = await ids(app, token, `${act}/customaudiences`);
  const images = (await app.graphGet(`${act}/adimages`, { access_token: token, fields: 'hash', limit: '50' })).data as Array<{ hash: string }>;
  if (!pixel || !page || images.length < 2) throw new Error('the source account lacks a pixel, a page or images');
  const campaign = await graphPost(app, token, `${act}/campaigns`, { name, objective: 'OUTCOME_SALES', status: 'ACTIVE', special_ad_categories: [] });
  for (let a = 1; a <= 3; a++) {
    const adset = await graphPost(app, token, `${act}/adsets`, {
      name: `${name} · Set ${a}`,
      campaign_id: campaign.id,
      status: 'ACTIVE',
      daily_budget: 2500 * a,
      billing_event: 'IMPRESSIONS',
      optimization_goal: 'OFFSITE_CONVERSIONS',
      promoted_object: { pixel_id: pixel.id, custom_event_type: 'PURCHASE' },
      targeting: { geo_locations: { countries: ['US'] }, custom_audiences: audiences.slice(0, 2).map((audience) => ({ id: audience.id })) },
    });
    for (let n = 1; n <= 2; n++) {
      const linkData =
        n === 1
          ? { link: 'https://example.com', message: `Ad ${a}.${n}`, image_hash: images[a % images.length]?.hash }
          : { link: 'https://example.com', message: `Carousel ${a}`, child_attachments: images.slice(0, 2).map((image, i) => ({ link: `https://example.com/${i}`, name: `Card ${i}`, image_hash: image.hash })) };
      const creative = await graphPost(app, token, `${act}/adcreatives`, { name: `${name} · Creative ${a}.${n}`, object_story_spec: { page_id: page.id, link_data: linkData } });
      await graphPost(app, token, `${act}/ads`, { name: `${name} · Set ${a} · Ad ${n}`, adset_id: adset.id, creative: { creative_id: creative.id }, status: 'ACTIVE' });
    }
  }
  return { campaignId: campaign.id as string, pixelId: pixel.id, pageId: page.id, audienceIds: audiences.slice(0, 2).map((audience) => audience.id), imageHashes: images.map((image) => image.hash) };
}

export const tree = (app: Pick<SandboxedServer, 'control'>, act: string) => app.control('GET', `/accounts/${act}/tree`) as Promise<any>;

/** How many objects of each kind carry each name in an account: duplicates show up as counts above one. */
export function nameCounts(accountTree: any): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (kind: string, name: string) => counts.set(`${kind}:${name}`, (counts.get(`${kind}:${name}`) ?? 0) + 1);
  for (const campaign of accountTree.campaigns) {
    add('campaign', campaign.name);
    for (const adset of campaign.adsets) {
      add('adset', `${campaign.id}/${adset.name}`);
      for (const ad of adset.ads) add('ad', `${adset.id}/${ad.name}`);
    }
  }
  for (const creative of accountTree.creatives) add('creative', creative.name);
  return counts;
}
