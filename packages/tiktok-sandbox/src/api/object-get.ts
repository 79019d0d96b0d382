import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import type { World } from '../world/world-types.ts';
import type { ApiRoute } from './api-route.ts';
import { advertiserFor } from './authenticate.ts';
import { fields, id, page, pageSize, parseParams } from './params.ts';
import { pageOf } from './paging.ts';
import { projectFields } from './project-fields.ts';

const filtering = z
  .object({
    campaign_ids: z.array(id).max(100).optional(),
    adgroup_ids: z.array(id).max(100).optional(),
    ad_ids: z.array(id).max(100).optional(),
    secondary_status: z.string().optional(),
  })
  .optional();
const getQuery = z.object({ advertiser_id: id, filtering, fields, page, page_size: pageSize(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE) });

interface Listed {
  id: string;
  advertiserId: string;
  campaignId?: string;
  adgroupId?: string;
}

/**
 * `campaign|adgroup|ad/get/`: an advertiser's objects, oldest first, filtered by ids and by `secondary_status`
 * (deleted objects only show when it asks for them), paged with `page`/`page_size`.
 */
export function objectGetRoute<T extends Listed>(path: string, table: (world: World) => Record<string, T>, view: (world: World, item: T) => Record<string, unknown>): ApiRoute {
  return {
    method: 'GET',
    path,
    needsToken: true,
    handle({ state, params, token }) {
      const query = parseParams(getQuery, params);
      advertiserFor(state, token, query.advertiser_id);
      const filter = query.filtering ?? {};
      const { world } = state;
      const items = Object.values(table(world))
        .filter((item) => item.advertiserId === query.advertiser_id)
        .filter((item) => !filter.campaign_ids || filter.campaign_ids.includes(item.campaignId ?? item.id))
        .filter((item) => !filter.adgroup_ids || filter.adgroup_ids.includes(item.adgroupId ?? item.id))
        .filter((item) => !filter.ad_ids || filter.ad_ids.includes(item.id))
        .map((item) => view(world, item))
        .filter((shown) => (filter.secondary_status ? shown.secondary_status === filter.secondary_status : !String(shown.secondary_status).endsWith('_DELETE')))
        .sort((a, b) => (BigInt(String(a[idKey(path)])) < BigInt(String(b[idKey(path)])) ? -1 : 1));
      const paged = pageOf(items, query.page, query.page_size);
      return { list: paged.list.map((item) => projectFields(item, query.fields)), page_info: paged.page_info };
    },
  };
}

const idKey = (path: string) => `${path.split('/')[1]}_id`;
