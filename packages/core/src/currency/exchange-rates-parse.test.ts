import { describe, expect, it } from 'vitest';
import { ExchangeRatesFormatError, parseRatesAnswer } from './exchange-rates-parse.ts';

const ecb = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-11-20'><Cube currency='USD' rate='1.1512'/><Cube currency='JPY' rate='162.31'/></Cube>
    <Cube time='2026-11-19'><Cube currency='USD' rate='1.1498'/></Cube>
  </Cube>
</gesmes:Envelope>`;

describe('parseRatesAnswer', () => {
  it('reads every day of an ECB file as published, per euro', () => {
    expect(parseRatesAnswer('text/xml; charset=UTF-8', ecb)).toEqual([
      { day: '2026-11-20', currency: 'USD', perEur: '1.1512' },
      { day: '2026-11-20', currency: 'JPY', perEur: '162.31' },
      { day: '2026-11-19', currency: 'USD', perEur: '1.1498' },
    ]);
  });

  it('restates a USD-based JSON answer per euro', () => {
    const body = JSON.stringify({ base: 'USD', date: '2026-11-20', rates: { EUR: 0.8, COP: 4000, USD: 1 } });
    expect(parseRatesAnswer('application/json', body)).toEqual([
      { day: '2026-11-20', currency: 'COP', perEur: '5000' },
      { day: '2026-11-20', currency: 'USD', perEur: '1.25' },
    ]);
  });

  it.each([
    ['text/xml', '<gesmes:Envelope><Cube><Cube time="2026-11-20"><Cube currency="USD" rate="abc"/></Cube></Cube></gesmes:Envelope>', 'not a positive number'],
    ['text/xml', '<html><body>Service unavailable</body></html>', 'no <Cube'],
    ['text/xml', '<gesmes:Envelope><Cube>', 'well-formed'],
    ['application/json', '{"base":"USD","date":"2026-11-20","rates":{"COP":4000}}', 'quotes no EUR'],
    ['application/json', '{"base":"EUR","date":"yesterday","rates":{"USD":1.1}}', 'no valid day'],
    ['application/json', '{"error":"quota"}', 'base currency'],
    ['text/html', '<p>moved</p>', 'neither JSON nor XML'],
  ])('refuses a malformed %s answer as a whole', (type, body, reason) => {
    expect(() => parseRatesAnswer(type, body)).toThrow(ExchangeRatesFormatError);
    expect(() => parseRatesAnswer(type, body)).toThrow(reason);
  });
});
