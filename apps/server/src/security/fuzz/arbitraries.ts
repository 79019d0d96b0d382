import fc from 'fast-check';

/** Strings an attacker or a broken client sends: NULs and control characters, lone surrogates, escapes, huge and numeric-looking text. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([before, after]) => `${before}\u0000${after}`),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '%00',
    '%ZZ',
    '%C3%28',
    '__proto__',
    'constructor',
    '1e400',
    '-1',
    '99999999999999999999999',
    'NaN',
    'Infinity',
    '0x10',
    '',
    ' ',
    "' or 1=1 --",
    '{"json":null}',
    '../../etc/passwd',
    'a'.repeat(5_000),
  ),
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER + 2),
);

/** Any JSON value, nested a little or absurdly deep, with hostile keys. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: nastyString },
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'json', 'meta', '0')), tie('value'), { maxKeys: 4 }),
    fc.integer({ min: 33, max: 3_000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`) as unknown),
  ),
})).value;

/** An object with the keys a schema expects, each holding a hostile value, beside a valid base for the rest. */
export function schemaShaped(keys: readonly string[], base: Record<string, unknown> = {}): fc.Arbitrary<unknown> {
  if (keys.length === 0) return nastyJson;
  return fc.record(Object.fromEntries(keys.map((key) => [key, nastyJson])), { requiredKeys: [] }).chain((fuzzed) =>
    fc.constantFrom({ ...base, ...fuzzed }, fuzzed, ...Object.entries(fuzzed).map(([key, value]) => ({ ...base, [key]: value }))),
  );
}

export const anyMethod = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') as fc.Arbitrary<'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'HEAD'>;

export const anyContentType = fc.oneof(
  fc.constantFrom(
    undefined,
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
    'application/xml',
    'application/jsonx',
    '*/*',
    '',
  ),
  fc.string({ maxLength: 20 }),
);

/** How a body goes over the wire: valid JSON of the value, broken JSON, a form, or raw bytes. */
export const anyBody = fc.oneof(
  nastyJson.map((value) => JSON.stringify(value) ?? 'null'),
  nastyJson.map((value) => (JSON.stringify(value) ?? '').slice(0, -1)),
  fc.dictionary(nastyString, nastyString, { maxKeys: 4 }).map((form) => new URLSearchParams(form).toString()),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(''),
);

/** Percent-encodes text as a URL carries it: a lone surrogate has no UTF-8 form, so it goes as U+FFFD. */
export const urlEncode = (text: string) => encodeURIComponent(text.toWellFormed());

/** A query string of repeated, empty, percent-broken and schema-named parameters. */
export function anyQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...keys, 'input', 'batch', 'x'), nastyString);
  const value = fc.oneof(nastyString.map(urlEncode), fc.constantFrom('%', '%E0%A4%A', '%00', '%ZZ', '%C3%28', '&', '=', ''));
  return fc.array(fc.tuple(key, value), { maxLength: 5 }).map((pairs) => pairs.map(([name, text]) => `${urlEncode(name)}=${text}`).join('&'));
}

/** Headers a caller controls, with hostile values (printable Latin-1 plus NUL: what can reach the server at all). */
export const anyHeaders: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.constantFrom('user-agent', 'x-request-id', 'accept-language', 'x-xsrf-token', 'cookie', 'authorization', 'x-forwarded-for', 'origin', 'accept', 'access-control-request-method'),
  fc.oneof(
    fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
    fc.constantFrom('Bearer \u0000', 'adfleet_session=%00', 'XSRF-TOKEN=a; adfleet_session=b', 'es-ES,es;q=0.9', 'x\u0000y', 'Bearer '),
  ),
  { maxKeys: 3 },
);
