/**
 * Hostile requests for every route of an OpenAPI document: path, query and body values of the right
 * type or of any other (control characters, long strings, huge numbers, injection text, broken JSON,
 * CSV for CSV routes), signed in as anyone or no one. Deterministic by seed; used by the unit suite's
 * sample (`http/fuzz.test.ts`) and by `npm run bench -- reliability`.
 */

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation | undefined>>;
}

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
}

/** One request to send (with `app.inject` or `fetch`). */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Paths the fuzzer leaves out: streams that never end by design. */
export const ENDLESS_PATHS = [/\/Canli\/Akis$/];

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'];

/** A small deterministic generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const NASTY_STRINGS = [
  '',
  ' ',
  'x',
  '2026-03-03',
  '2026-02-30',
  '1900-01-01',
  '9999-12-31',
  '03.03.2026',
  '1',
  '-1',
  '0',
  '99999999999999999999',
  '1e308',
  '20,684',
  'NaN',
  'null',
  'true',
  'TUMU',
  'SALON',
  'BUG1A',
  'İĞÜŞÖÇ ığüşöç',
  '😀',
  'a\u0000b',
  '\u0007bell',
  'line\r\nbreak',
  "' or 1=1 --",
  '"; drop table registration; --',
  '../../etc/passwd',
  '=HYPERLINK("http://x")',
  '<script>alert(1)</script>',
  '%00',
  '%',
  '{"a":1}',
  'A'.repeat(5_000),
];

const NASTY_NUMBERS = [0, -1, 1, 2, 7, 2026, 1.5, -0.0001, 2 ** 31, 2 ** 53, 1e308, -1e308];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function anyValue(random: () => number, depth: number): unknown {
  const kind = Math.floor(random() * 6);
  if (kind === 0) return pick(random, NASTY_STRINGS);
  if (kind === 1) return pick(random, NASTY_NUMBERS);
  if (kind === 2) return random() < 0.5;
  if (kind === 3) return null;
  if (kind === 4 && depth < 3) return [anyValue(random, depth + 1)];
  return depth < 3 ? { [pick(random, NASTY_STRINGS).slice(0, 20)]: anyValue(random, depth + 1) } : 'x';
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** A value for a JSON schema: mostly of the right type, sometimes anything. */
function valueFor(random: () => number, schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || random() < 0.15) return anyValue(random, depth);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return valueFor(random, pick(random, variants), depth);
  if (schema.enum?.length && random() < 0.7) return pick(random, schema.enum);
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (random() < 0.85) out[name] = valueFor(random, property, depth + 1);
      }
      return out;
    }
    case 'array':
      return depth > 3
        ? []
        : Array.from({ length: Math.floor(random() * 3) }, () => valueFor(random, schema.items, depth + 1));
    case 'integer':
    case 'number':
      return pick(random, NASTY_NUMBERS);
    case 'boolean':
      return random() < 0.5;
    default:
      return pick(random, NASTY_STRINGS);
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function urlPart(random: () => number, value: unknown): string {
  const raw = text(value);
  // Mostly escaped as a client would; sometimes raw, as a hostile one might.
  return random() < 0.85 ? encodeURIComponent(raw) : raw.replace(/[/?#\s]/g, '');
}

function csvBody(random: () => number): string {
  const header = 'TescilNo;IslemZamani;UrunKodu;Miktar;BirimFiyat;Kanal;AliciUyeKodu;SaticiUyeKodu';
  const cell = () =>
    pick(random, NASTY_STRINGS)
      .slice(0, 40)
      .replace(/[;\r\n]/g, '');
  const rows = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
    Array.from({ length: 8 }, cell).join(';'),
  );
  return random() < 0.2 ? pick(random, NASTY_STRINGS) : [header, ...rows].join('\r\n');
}

interface Route {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

/** Every route (method and path) of a document, endless streams left out. */
export function routesOf(document: OpenApiDocument): Route[] {
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (ENDLESS_PATHS.some((p) => p.test(path))) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) routes.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return routes;
}

function requestBody(
  random: () => number,
  route: Route,
  headers: Record<string, string>,
): string | undefined {
  const content = route.operation.requestBody?.content;
  if (!content || route.method === 'GET' || route.method === 'HEAD') return undefined;
  if (content['text/csv']) {
    headers['content-type'] = 'text/csv';
    return csvBody(random);
  }
  headers['content-type'] = random() < 0.95 ? 'application/json' : 'text/plain';
  if (random() < 0.1)
    return pick(random, ['{', '{"a":', 'null', '[]', '"\\u0000"', '{"KullaniciAdi":"a\\u0000"}']);
  return JSON.stringify(valueFor(random, content['application/json']?.schema));
}

/** One hostile request for a route; `tokens` are bearer tokens to sign in with (or not). */
export function fuzzRequest(random: () => number, route: Route, tokens: readonly string[]): FuzzRequest {
  const headers: Record<string, string> = { lang: pick(random, ['tr', 'en', 'xx', 'tr\u0001']) };
  const token =
    random() < 0.7 && tokens.length ? pick(random, tokens) : random() < 0.5 ? 'not-a-token' : null;
  if (token) headers.authorization = `Bearer ${token}`;
  const parameters = route.operation.parameters ?? [];
  const url = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    return urlPart(random, valueFor(random, schema)) || 'x';
  });
  const query = parameters
    .filter((p) => p.in === 'query' && random() < 0.7)
    .map((p) => `${encodeURIComponent(p.name)}=${urlPart(random, valueFor(random, p.schema))}`);
  if (random() < 0.1) query.push(`${urlPart(random, pick(random, NASTY_STRINGS))}=1`);
  const body = requestBody(random, route, headers);
  return { method: route.method, url: query.length ? `${url}?${query.join('&')}` : url, headers, body };
}

/** `count` requests spread evenly over every route (each route at least once when `count` allows). */
export function* fuzzRequests(
  document: OpenApiDocument,
  count: number,
  seed: number,
  tokens: readonly string[],
): Generator<FuzzRequest> {
  const random = seededRandom(seed);
  const routes = routesOf(document);
  for (let i = 0; i < count; i += 1) yield fuzzRequest(random, routes[i % routes.length]!, tokens);
}
