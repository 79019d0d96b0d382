/** The fixed cast of the demo world; only ids, names of campaigns and numbers vary with the seed. */
export const BUSINESSES = [
  { key: 'northwind', name: 'Northwind Agency' },
  { key: 'andes', name: 'Andes Retail Group' },
  { key: 'sakura', name: 'Sakura Commerce' },
] as const;

type BusinessKey = (typeof BUSINESSES)[number]['key'];

export interface AccountSpec {
  key: string;
  name: string;
  business: BusinessKey;
  currency: string;
  timezoneName: string;
  timezoneOffsetHours: number;
  accountStatus: number;
  disableReason: number;
  minDailyBudget: number;
  /** Countries its ad sets target; EU countries require the DSA payor and beneficiary. */
  countries: string[];
}

export const ACCOUNTS: AccountSpec[] = [
  { key: 'us', name: 'Northwind – US Store', business: 'northwind', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHours: -5, accountStatus: 1, disableReason: 0, minDailyBudget: 100, countries: ['US'] },
  { key: 'eu', name: 'Northwind – EU Fashion', business: 'northwind', currency: 'EUR', timezoneName: 'Europe/Madrid', timezoneOffsetHours: 1, accountStatus: 1, disableReason: 0, minDailyBudget: 100, countries: ['ES', 'FR', 'DE'] },
  { key: 'uk', name: 'Northwind – UK Outdoor', business: 'northwind', currency: 'GBP', timezoneName: 'Europe/London', timezoneOffsetHours: 0, accountStatus: 1, disableReason: 0, minDailyBudget: 100, countries: ['GB'] },
  { key: 'co', name: 'Andes – Bogotá Café', business: 'andes', currency: 'COP', timezoneName: 'America/Bogota', timezoneOffsetHours: -5, accountStatus: 1, disableReason: 0, minDailyBudget: 4000, countries: ['CO'] },
  { key: 'mx', name: 'Andes – México Hogar', business: 'andes', currency: 'MXN', timezoneName: 'America/Mexico_City', timezoneOffsetHours: -6, accountStatus: 1, disableReason: 0, minDailyBudget: 2000, countries: ['MX'] },
  { key: 'br', name: 'Andes – Brasil Moda', business: 'andes', currency: 'BRL', timezoneName: 'America/Sao_Paulo', timezoneOffsetHours: -3, accountStatus: 3, disableReason: 0, minDailyBudget: 500, countries: ['BR'] },
  { key: 'jp', name: 'Sakura – Tokyo Gadgets', business: 'sakura', currency: 'JPY', timezoneName: 'Asia/Tokyo', timezoneOffsetHours: 9, accountStatus: 1, disableReason: 0, minDailyBudget: 150, countries: ['JP'] },
  { key: 'legacy', name: 'Sakura – Legacy (disabled)', business: 'sakura', currency: 'USD', timezoneName: 'America/Los_Angeles', timezoneOffsetHours: -8, accountStatus: 2, disableReason: 1, minDailyBudget: 100, countries: ['US', 'CA'] },
  { key: 'kr', name: 'Sakura – Seoul Beauty', business: 'sakura', currency: 'KRW', timezoneName: 'Asia/Seoul', timezoneOffsetHours: 9, accountStatus: 1, disableReason: 0, minDailyBudget: 1400, countries: ['KR'] },
];

/**
 * Each persona's tasks on an account where it is not an admin (Meta's `user_tasks`); every other account is MANAGE,
 * ADVERTISE and ANALYZE. Ana only reads the disabled legacy account; Chloé advertises on the US store without managing it.
 */
export const USERS = [
  { key: 'ana', firstName: 'Ana', lastName: 'Torres', email: 'ana.torres@example.com', accounts: ['us', 'eu', 'uk', 'co', 'mx', 'jp', 'legacy'], declines: [], tasks: { legacy: ['ANALYZE'] } },
  { key: 'bruno', firstName: 'Bruno', lastName: 'Díaz', email: 'bruno.diaz@example.com', accounts: ['co', 'mx', 'br'], declines: ['ads_management'], tasks: {} },
  { key: 'chloe', firstName: 'Chloé', lastName: 'Martin', email: 'chloe.martin@example.com', accounts: ['eu', 'kr', 'us'], declines: [], tasks: { us: ['ADVERTISE', 'ANALYZE'] } },
] as const;

/** Pages and the accounts that may promote them: deliberately uneven, so clones must remap. */
export const PAGES = [
  { name: 'Northwind', accounts: ['us', 'eu', 'uk'] },
  { name: 'Northwind Moda', accounts: ['eu'] },
  { name: 'Andes Café', accounts: ['co', 'mx', 'br'] },
  { name: 'Sakura Shop', accounts: ['jp', 'legacy', 'kr'] },
  { name: 'Partner Collective', accounts: ['us', 'co'] },
];

/** Pixels: owner and the accounts it is shared with. us → eu is shared, us → uk is not. */
export const PIXELS = [
  { name: 'Northwind Web', owner: 'us', shared: ['eu'] },
  { name: 'Northwind UK Web', owner: 'uk', shared: [] },
  { name: 'Andes Web', owner: 'co', shared: ['mx'] },
  { name: 'Brasil Moda Web', owner: 'br', shared: [] },
  { name: 'Sakura Web', owner: 'jp', shared: ['kr'] },
  { name: 'Legacy Web', owner: 'legacy', shared: [] },
];

export const AUDIENCES = [
  { name: 'Website visitors 30d', owner: 'us', shared: ['eu'] },
  { name: 'Purchasers 180d', owner: 'us', shared: [] },
  { name: 'EU newsletter', owner: 'eu', shared: [] },
  { name: 'UK lookalike 1%', owner: 'uk', shared: [] },
  { name: 'Clientes frecuentes', owner: 'co', shared: ['mx'] },
  { name: 'Compradores', owner: 'mx', shared: [] },
  { name: 'Visitantes', owner: 'br', shared: [] },
  { name: 'リピーター', owner: 'jp', shared: [] },
  { name: 'Legacy buyers', owner: 'legacy', shared: [] },
  { name: '재구매 고객', owner: 'kr', shared: [] },
];

export const CAMPAIGN_THEMES = ['Black Friday', 'Spring Sale', 'Retargeting', 'Prospecting', 'Brand Lift', 'New Arrivals', 'Lead Magnet', 'App Installs', 'Summer Drop', 'Evergreen'];

/** Objectives in the proportions of a typical e-commerce agency; legacy values still appear on old campaigns. */
export const OBJECTIVES = ['OUTCOME_SALES', 'OUTCOME_SALES', 'OUTCOME_SALES', 'OUTCOME_TRAFFIC', 'OUTCOME_LEADS', 'OUTCOME_AWARENESS', 'OUTCOME_ENGAGEMENT', 'OUTCOME_APP_PROMOTION', 'CONVERSIONS', 'LINK_CLICKS'];
