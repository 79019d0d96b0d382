import { XMLParser } from 'fast-xml-parser';
import type { ExchangeRate } from '@adfleet/db';

/** An answer that is not a rates table we understand: nothing of it is stored. */
export class ExchangeRatesFormatError extends Error {
  override name = 'ExchangeRatesFormatError';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;

function checkedRate(day: unknown, currency: unknown, rate: unknown): ExchangeRate {
  const value = typeof rate === 'string' ? Number(rate) : rate;
  if (typeof day !== 'string' || !DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new ExchangeRatesFormatError(`a rate has no valid day (${String(day).slice(0, 20)})`);
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) throw new ExchangeRatesFormatError(`a rate has no valid ISO currency code (${String(currency).slice(0, 20)})`);
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new ExchangeRatesFormatError(`the ${currency} rate of ${day} is not a positive number`);
  // Kept as the source wrote it when it wrote text (exact); numbers get 12 significant digits, beyond any source's.
  return { day, currency, perEur: typeof rate === 'string' ? rate.trim() : String(Number(value.toPrecision(12))) };
}

/** The parts of the ECB's file we read; anything may be missing in a malformed answer. */
interface EcbCube {
  time?: unknown;
  currency?: unknown;
  rate?: unknown;
  Cube?: EcbCube | EcbCube[];
}
interface EcbDocument {
  Envelope?: { Cube?: EcbCube };
}
interface JsonRatesDocument {
  base?: unknown;
  date?: unknown;
  rates?: unknown;
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The ECB's reference rates (daily or history file): `<Cube time="…"><Cube currency="USD" rate="1.15"/>…`, per euro. */
function parseEcbXml(body: string): ExchangeRate[] {
  let document: EcbDocument | undefined;
  try {
    document = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true, parseAttributeValue: false }).parse(body, true) as EcbDocument;
  } catch (error) {
    throw new ExchangeRatesFormatError(`the answer is not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  const days = asList(document?.Envelope?.Cube?.Cube);
  const rates = days.flatMap((day) => asList(day.Cube).map((cube) => checkedRate(day.time, cube.currency, cube.rate)));
  if (rates.length === 0) throw new ExchangeRatesFormatError('the answer holds no <Cube time><Cube currency rate/> rates');
  return rates;
}

/**
 * The common JSON shape (openexchangerates, exchangerate.host and the like): `{ base, date, rates: { COP: 4000.5 } }`,
 * units per one `base`. Rates are restated per euro, the one base we store, so the answer must quote EUR (or be EUR-based).
 */
function parseJsonRates(body: string): ExchangeRate[] {
  let document: JsonRatesDocument | null;
  try {
    document = JSON.parse(body) as JsonRatesDocument | null;
  } catch {
    throw new ExchangeRatesFormatError('the answer is not valid JSON');
  }
  const base = document?.base;
  const rates = document?.rates;
  if (typeof base !== 'string' || !CURRENCY.test(base)) throw new ExchangeRatesFormatError('the JSON answer names no base currency ("base")');
  if (typeof rates !== 'object' || rates === null || Array.isArray(rates) || Object.keys(rates).length === 0) throw new ExchangeRatesFormatError('the JSON answer holds no "rates" object');
  const day = document?.date;
  const quoted = Object.entries(rates as Record<string, unknown>).map(([currency, rate]) => checkedRate(day, currency, rate));
  if (base === 'EUR') return quoted.filter((rate) => rate.currency !== 'EUR');
  const eur = quoted.find((rate) => rate.currency === 'EUR');
  if (!eur) throw new ExchangeRatesFormatError(`the JSON answer is based on ${base} and quotes no EUR rate, so its rates cannot be restated per euro`);
  const basePerEur = 1 / Number(eur.perEur);
  const restated = quoted.filter((rate) => rate.currency !== 'EUR' && rate.currency !== base).map((rate) => checkedRate(rate.day, rate.currency, Number(rate.perEur) * basePerEur));
  return [...restated, checkedRate(eur.day, base, basePerEur)];
}

/** Picks the parser by the answer's content type: JSON, or the ECB's XML. */
export function parseRatesAnswer(contentType: string | null, body: string): ExchangeRate[] {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) return parseJsonRates(body);
  if (type === 'text/xml' || type === 'application/xml' || type.endsWith('+xml')) return parseEcbXml(body);
  throw new ExchangeRatesFormatError(`the answer's content type is neither JSON nor XML (${type.slice(0, 60) || 'none'})`);
}
