import { currencyOffset as sandboxOffset } from '@adfleet/graph-sandbox';
import { describe, expect, it } from 'vitest';
import { OFFSET_ONE_CURRENCIES, currencyOffset } from './currency-offsets.ts';

// The sandbox keeps its own offsets on purpose: it is the oracle, written from Meta's documentation, not from ours.
describe('core agrees with the Graph sandbox on every currency offset', () => {
  const everyIsoCode = Intl.supportedValuesOf('currency');

  it('checks every ISO 4217 currency the runtime lists, the offset-1 ones included', () => {
    expect(everyIsoCode.length).toBeGreaterThan(100);
    for (const code of OFFSET_ONE_CURRENCIES) expect(everyIsoCode).toContain(code);
  });

  it('gives each currency the offset the sandbox gives it', () => {
    const disagreements = everyIsoCode.filter((code) => currencyOffset(code) !== sandboxOffset(code)).map((code) => `${code}: core ${currencyOffset(code)}, sandbox ${sandboxOffset(code)}`);
    expect(disagreements).toEqual([]);
  });
});
