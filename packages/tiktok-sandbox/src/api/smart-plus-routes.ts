import { smartPlusGetRoute } from './object-get.ts';
import { smartPlusCopyTaskRoutes } from './smart-plus-copy-task.ts';
import { smartPlusAdgroupView, smartPlusAdView, smartPlusCampaignView } from './smart-plus-views.ts';

/** The Upgraded Smart+ family: its own listings, and its asynchronous campaign copy. */
export const smartPlusRoutes = [
  smartPlusGetRoute({ path: '/smart_plus/campaign/get/', kind: 'campaign', table: (world) => world.campaigns, view: smartPlusCampaignView }),
  smartPlusGetRoute({ path: '/smart_plus/adgroup/get/', kind: 'adgroup', table: (world) => world.adgroups, view: smartPlusAdgroupView }),
  smartPlusGetRoute({ path: '/smart_plus/ad/get/', kind: 'ad', table: (world) => world.ads, view: smartPlusAdView }),
  ...smartPlusCopyTaskRoutes,
];
