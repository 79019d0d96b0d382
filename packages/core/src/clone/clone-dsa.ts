import type { CloneSnapshot } from './clone-snapshot.ts';

/**
 * The EU Digital Services Act: Meta refuses an ad set reaching people in the EU without a payor (3858079) and a
 * beneficiary (3858081), unless the ad account has defaults for them. Kept apart from the sandbox's own list on purpose.
 */
const EU_COUNTRIES = new Set(['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE']);
const EU_GROUPS = new Set(['eu', 'europe', 'worldwide']);

export function targetsEu(targeting: Record<string, unknown>): boolean {
  const geo = (targeting.geo_locations ?? {}) as { countries?: unknown; country_groups?: unknown };
  const countries = Array.isArray(geo.countries) ? geo.countries : [];
  const groups = Array.isArray(geo.country_groups) ? geo.country_groups : [];
  return countries.some((country) => EU_COUNTRIES.has(String(country).toUpperCase())) || groups.some((group) => EU_GROUPS.has(String(group).toLowerCase()));
}

/** Which of the two the source's EU ad sets leave unsaid, so each target must supply it (its default or a choice). */
export interface DsaNeeds {
  payor: boolean;
  beneficiary: boolean;
}

export function dsaNeeds(snapshot: CloneSnapshot): DsaNeeds {
  const eu = snapshot.adsets.filter((adset) => targetsEu(adset.targeting));
  return { payor: eu.some((adset) => !adset.dsa_payor), beneficiary: eu.some((adset) => !adset.dsa_beneficiary) };
}

/** A target's own payor and beneficiary, else the account's defaults: what still lacks after both. */
export function dsaMissing(needs: DsaNeeds | undefined, given: { payor?: string | undefined; beneficiary?: string | undefined }): boolean {
  return Boolean((needs?.payor && !given.payor) || (needs?.beneficiary && !given.beneficiary));
}
