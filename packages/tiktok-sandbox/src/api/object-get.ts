import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { isSmartPlus, type World } from '../world/world-types.ts';
import type { ApiRoute } from './api-route.ts';
import { advertiserFor } from './authenticate.ts';
import { fields, id, page, pageSize, parseParams } from './params.ts';
import { pageOf } from './paging.ts';
import { projectFields } from './project-fields.ts';

const idList = z.array(id).max(100).optional();

/** `primary_status` of the Smart+ listings: all but deleted unless told (`STATUS_ALL` adds the deleted ones). */
const PRIMARY_STATUSES = ['STATUS_ALL', 'STATUS_NOT_DELETE', 'STATUS_DELETE', 'STATUS_DELIVERY_OK', 'STATUS_DISABLE'] as const;
type PrimaryStatus = (typeof PRIMARY_STATUSES)[number];

const standardFiltering = z.object({ campaign_ids: idList, adgroup_ids: idList, ad_ids: idList, secondary_status: z.string().optional() });
const smartPlusFiltering = z.object({
  campaign_ids: idList,
  adgroup_ids: idList,
  smart_plus_ad_ids: idList,
  campaign_name: z.string().optional(),
  adgroup_name: z.string().optional(),
  primary_status: z.enum(PRIMARY_STATUSES).optional(),
  secondary_status: z.string().optional(),
  objective_type: z.string().optional(),
});

interface Listed {
  id: string;
  advertiserId: string;
  name: string;
  campaignId?: string;
  adgroupId?: string;
  smartPlus?: unknown;
}

type Kind = 'campaign' | 'adgroup' | 'ad';

interface Listing<T extends Listed> {
  path: string;
  kind: Kind;
  table: (world: World) => Record<string, T>;
  view: (world: World, item: T) => Record<string, unknown>;
}

/** What either family's filtering asks, in one shape. */
interface Wanted {
  campaignIds?: string[] | undefined;
  adgroupIds?: string[] | undefined;
  adIds?: string[] | undefined;
  secondaryStatus?: string | undefined;
  primaryStatus?: PrimaryStatus | undefined;
  /** A part of the object's name (TikTok's name filters match loosely). */
  name?: string | undefined;
  objectiveType?: string | undefined;
}

const isDeleted = (shown: Record<string, unknown>) => String(shown.secondary_status).endsWith('_DELETE');

function primaryStatusHolds(status: PrimaryStatus, shown: Record<string, unknown>): boolean {
  if (status === 'STATUS_ALL') return true;
  if (status === 'STATUS_DELETE') return isDeleted(shown);
  if (isDeleted(shown)) return false;
  if (status === 'STATUS_DISABLE') return shown.operation_status === 'DISABLE';
  if (status === 'STATUS_DELIVERY_OK') return /_(ENABLE|DELIVERY_OK)$/.test(String(shown.secondary_status));
  return true;
}

interface ListQuery {
  advertiserId: string;
  wanted: Wanted;
  fields?: string[] | undefined;
  page: number;
  pageSize: number;
}

/** One family's listing; `returnedAlways` are the fields given whatever `fields` asks. */
function listRoute<T extends Listed>(listing: Listing<T>, smartPlus: boolean, parseQuery: (params: Record<string, unknown>) => ListQuery, idKey: string, returnedAlways: string[]): ApiRoute {
  return {
    method: 'GET',
    path: listing.path,
    needsToken: true,
    handle({ state, params, token }) {
      const query = parseQuery(params);
      advertiserFor(state, token, query.advertiserId);
      const { wanted } = query;
      const { world } = state;
      const objective = (item: T) => world.campaigns[item.campaignId ?? item.id]?.objectiveType;
      const items = Object.values(listing.table(world))
        .filter((item) => item.advertiserId === query.advertiserId && isSmartPlus(item) === smartPlus)
        .filter((item) => !wanted.campaignIds || wanted.campaignIds.includes(item.campaignId ?? item.id))
        .filter((item) => !wanted.adgroupIds || wanted.adgroupIds.includes(item.adgroupId ?? item.id))
        .filter((item) => !wanted.adIds || wanted.adIds.includes(item.id))
        .filter((item) => !wanted.name || item.name.toLowerCase().includes(wanted.name.toLowerCase()))
        .filter((item) => !wanted.objectiveType || objective(item) === wanted.objectiveType)
        .map((item) => listing.view(world, item))
        .filter((shown) => {
          if (wanted.secondaryStatus) return shown.secondary_status === wanted.secondaryStatus;
          return wanted.primaryStatus ? primaryStatusHolds(wanted.primaryStatus, shown) : !isDeleted(shown);
        })
        .sort((a, b) => (BigInt(String(a[idKey])) < BigInt(String(b[idKey])) ? -1 : 1));
      const paged = pageOf(items, query.page, query.pageSize);
      return { list: paged.list.map((item) => projectFields(item, query.fields, returnedAlways)), page_info: paged.page_info };
    },
  };
}

/**
 * `campaign|adgroup|ad/get/`: an advertiser's objects, oldest first, filtered by ids and by `secondary_status`
 * (deleted objects only show when it asks for them), paged with `page`/`page_size`. Upgraded Smart+ objects are not
 * among them, as at TikTok.
 */
export function objectGetRoute<T extends Listed>(listing: Listing<T>): ApiRoute {
  const query = z.object({ advertiser_id: id, filtering: standardFiltering.optional(), fields, page, page_size: pageSize(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE) });
  return listRoute(
    listing,
    false,
    (params) => {
      const parsed = parseParams(query, params);
      const filter = parsed.filtering ?? {};
      return {
        advertiserId: parsed.advertiser_id,
        wanted: { campaignIds: filter.campaign_ids, adgroupIds: filter.adgroup_ids, adIds: filter.ad_ids, secondaryStatus: filter.secondary_status },
        fields: parsed.fields,
        page: parsed.page,
        pageSize: parsed.page_size,
      };
    },
    `${listing.kind}_id`,
    [],
  );
}

/** `smart_plus/ad/get/` pages by at most 100; the campaign and ad group listings by 1,000. */
const SMART_PLUS_MAX_PAGE_SIZE: Record<Kind, number> = { campaign: MAX_PAGE_SIZE, adgroup: MAX_PAGE_SIZE, ad: 100 };

/**
 * `smart_plus/campaign|adgroup|ad/get/`: the advertiser's Upgraded Smart+ objects, oldest first, filtered by ids,
 * name, objective and `primary_status` (not deleted unless told; `STATUS_ALL` lists every one) or `secondary_status`.
 * An ad's id is `smart_plus_ad_id`.
 */
export function smartPlusGetRoute<T extends Listed>(listing: Listing<T>): ApiRoute {
  const maximum = SMART_PLUS_MAX_PAGE_SIZE[listing.kind];
  const query = z.object({ advertiser_id: id, filtering: smartPlusFiltering.optional(), fields, page, page_size: pageSize(maximum, DEFAULT_PAGE_SIZE) });
  return listRoute(
    listing,
    true,
    (params) => {
      const parsed = parseParams(query, params);
      const filter = parsed.filtering ?? {};
      return {
        advertiserId: parsed.advertiser_id,
        wanted: {
          campaignIds: filter.campaign_ids,
          adgroupIds: filter.adgroup_ids,
          adIds: filter.smart_plus_ad_ids,
          name: listing.kind === 'campaign' ? filter.campaign_name : listing.kind === 'adgroup' ? filter.adgroup_name : undefined,
          primaryStatus: filter.primary_status,
          secondaryStatus: filter.secondary_status,
          objectiveType: filter.objective_type,
        },
        fields: parsed.fields,
        page: parsed.page,
        pageSize: parsed.page_size,
      };
    },
    listing.kind === 'ad' ? 'smart_plus_ad_id' : `${listing.kind}_id`,
    // Given with an ad whatever `fields` asks, as TikTok's reference says.
    listing.kind === 'ad' ? ['advertiser_id', 'smart_plus_ad_id'] : [],
  );
}
