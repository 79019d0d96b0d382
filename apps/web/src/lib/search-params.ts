/**
 * The router reads each query value as JSON, so `?campaignId=120000000000000001` would become a number and lose digits
 * (Meta's ids pass 2^53). A number that does not read back as the same text is kept as the text.
 */
export function parseSearchValue(value: string): unknown {
  const parsed: unknown = JSON.parse(value);
  return typeof parsed === 'number' && String(parsed) !== value ? value : parsed;
}
