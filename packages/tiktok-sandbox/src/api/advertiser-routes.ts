import { z } from 'zod';
import type { Advertiser } from '../world/world-types.ts';
import type { ApiRoute } from './api-route.ts';
import { advertiserFor } from './authenticate.ts';
import { fields, ids, parseParams } from './params.ts';
import { projectFields } from './project-fields.ts';

const infoQuery = z.object({ advertiser_ids: ids(100), fields });

function advertiserView(advertiser: Advertiser) {
  return {
    advertiser_id: advertiser.id,
    name: advertiser.name,
    company: advertiser.company,
    currency: advertiser.currency,
    timezone: advertiser.timezone,
    display_timezone: advertiser.timezone,
    country: advertiser.country,
    status: advertiser.status,
    role: 'ROLE_ADVERTISER',
    create_time: advertiser.createTime,
  };
}

/** Name, currency, time zone and status of advertisers the token was granted (40001 for any other). */
const advertiserInfo: ApiRoute = {
  method: 'GET',
  path: '/advertiser/info/',
  needsToken: true,
  handle({ state, params, token }) {
    const query = parseParams(infoQuery, params);
    return { list: query.advertiser_ids.map((advertiserId) => projectFields(advertiserView(advertiserFor(state, token, advertiserId)), query.fields)) };
  },
};

export const advertiserRoutes = [advertiserInfo];
