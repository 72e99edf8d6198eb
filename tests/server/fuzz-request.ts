import fc from 'fast-check';
import { sql } from 'kysely';
import * as v from 'valibot';
import { CONTENT_KIND_NAMES } from '../../src/contract/content';
import { FailureSchema } from '../../src/contract/envelope';
import { assembleMutators, modules } from '../../server/modules';
import type { Db } from '../../server/db/database';
import { anyJson, fromSchema, nastyString, toJson, toQueryValue } from './fuzz-schema';
import type { BodySpec, RouteInput, ValueKind } from './fuzz-routes';

/** The values a fuzzed request is built around: the fuzzing caller's own estate, unit and id, so some cases reach the services. */
export type FuzzFixture = { estateId: number; unitNo: string; userId: string; otherUserId: string };

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What the case is, for the failure report. */
  label: string;
};

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the three bytes
 * of its WTF-8 form: invalid UTF-8 in the URL, one more thing a server must refuse cleanly.
 */
export function encodeAny(value: string): string {
  let out = '';
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xd800 && cp <= 0xdfff)
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    else out += encodeURIComponent(ch);
  }
  return out;
}

const idLike = fc.stringMatching(/^[A-Za-z0-9_-]{8,24}$/);

/** A value of a query or path field: near its kind (the fixture's own values among them), or nasty. */
export function fieldValue(kind: ValueKind, f: FuzzFixture): fc.Arbitrary<unknown> {
  // The fixture's own value often, so the other fields of a case reach the service with it.
  const own = (value: string, others: string[]) => fc.oneof({ arbitrary: fc.constant(value), weight: 3 }, { arbitrary: fc.constantFrom(...others), weight: 1 });
  const near: Record<ValueKind, fc.Arbitrary<unknown>> = {
    estate: own(String(f.estateId), ['0', '999999999', '1000000000', '2147483648', '-1', '1.5', '0x10', ' 91']),
    unit: own(f.unitNo, ['B4', '', ' ', '99999999999999999999999', '1/2', 'a b']),
    user: own(f.userId, [f.otherUserId, '', 'nobody', '00000000-0000-0000-0000-000000000000']),
    rowId: idLike,
    token: fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
    date: fc.constantFrom('2026-12-01', '2026-02-30', '0000-00-00', '9999-99-99', '2026-1-1', '1970-01-01'),
    text: fc.string({ maxLength: 30 }),
    contentKind: fc.constantFrom(...CONTENT_KIND_NAMES),
    imageField: fc.constantFrom('face', 'documentFront', 'documentBack', 'idPhoto', 'photo'),
    lettingSubject: fc.constantFrom('regularVisitors', 'letters', 'guests'),
    statementId: fc.constantFrom(`${f.estateId}:${f.unitNo}:2026-11`, `${f.estateId}:1:0000-00`, '1:a:2026-13', '999999999:x:9999-99'),
    payRequestId: fc.uuid(),
    digits: fc.constantFrom('0', '1', '5000', '5001', '999999999999999', '-1', '1e3'),
  };
  // What databases refuse: NUL and lone surrogates in text, integers past 32 bits.
  const poison = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00', '2147483648', '-2147483649', '1e308');
  return fc.oneof(
    { arbitrary: near[kind], weight: 6 },
    { arbitrary: poison, weight: 2 },
    { arbitrary: nastyString, weight: 2 },
    { arbitrary: anyJson, weight: 1 },
  );
}

/** `?a=1&b=2` from generated values; a field may be left out, repeated (an array to the server) or broken percent-encoding. */
function queryArb(spec: Record<string, ValueKind> | undefined, f: FuzzFixture): fc.Arbitrary<string> {
  const keys = Object.entries(spec ?? {});
  const part = ([key, kind]: [string, ValueKind]) =>
    fc.oneof(
      { arbitrary: fieldValue(kind, f).map((value) => `${key}=${encodeAny(toQueryValue(value))}`), weight: 8 },
      { arbitrary: fc.constant(''), weight: 1 },
      {
        arbitrary: fc
          .tuple(fieldValue(kind, f), fieldValue(kind, f))
          .map(([a, b]) => `${key}=${encodeAny(toQueryValue(a))}&${key}=${encodeAny(toQueryValue(b))}`),
        weight: 1,
      },
      { arbitrary: fc.constantFrom(`${key}`, `${key}=%`, `${key}=%E0%A4%A`, `${key}=%00`, `${key}[a]=1`, `${key}[]=1&${key}[]=2`), weight: 1 },
    );
  const extra = fc.oneof(
    { arbitrary: fc.constant(''), weight: 4 },
    { arbitrary: fc.constantFrom('__proto__=1', 'constructor[prototype]=1', '&&&', '=x', 'x'.repeat(5000) + '=1'), weight: 1 },
  );
  return fc.tuple(fc.tuple(...keys.map(part)), extra).map(([parts, more]) => {
    const q = [...parts, more].filter((p) => p !== '').join('&');
    return q === '' ? '' : `?${q}`;
  });
}

/** The URL with each `:param` a generated value (percent-encoded, or raw and nasty). */
function pathArb(url: string, spec: Record<string, ValueKind> | undefined, f: FuzzFixture): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  if (names.length === 0) return fc.constant(url);
  const segment = (name: string) =>
    fc.oneof(
      { arbitrary: fieldValue(spec?.[name] ?? 'text', f).map((value) => encodeAny(toQueryValue(value))), weight: 9 },
      { arbitrary: fc.constantFrom('%', '%00', '..', '%2e%2e', '%ZZ', 'a%2Fb', ''), weight: 1 },
    );
  return fc.tuple(...names.map(segment)).map((values) => names.reduce((u, name, i) => u.replace(`:${name}`, values[i] ?? ''), url));
}

const push = (f: FuzzFixture): fc.Arbitrary<unknown> => {
  const mutators = assembleMutators(modules);
  const names = Object.keys(mutators) as (keyof typeof mutators)[];
  const mutation = fc.constantFrom(...names).chain((name) =>
    fc.record({
      id: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 3 }), weight: 4 }, { arbitrary: anyJson, weight: 1 }),
      name: fc.oneof({ arbitrary: fc.constant<string>(name), weight: 9 }, { arbitrary: nastyString, weight: 1 }),
      args: fromSchema(mutators[name].schema),
    }),
  );
  const good = fc.record({
    clientId: fc.oneof({ arbitrary: idLike, weight: 9 }, { arbitrary: nastyString, weight: 1 }),
    mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }),
  });
  void f;
  return fc.oneof({ arbitrary: good, weight: 9 }, { arbitrary: fromSchema(v.object({ clientId: v.string(), mutations: v.array(v.unknown()) })), weight: 1 });
};

/** The JSON text of a body for `spec`, from its schema. */
function jsonBodyArb(spec: BodySpec, f: FuzzFixture): fc.Arbitrary<string> {
  if ('json' in spec) return fromSchema(spec.json).map(toJson);
  if ('jsonOneOf' in spec) return fc.oneof(...spec.jsonOneOf.map((s) => fromSchema(s))).map(toJson);
  if ('push' in spec) return push(f).map(toJson);
  return anyJson.map(toJson);
}

const formArb = (fields: readonly string[]): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ arbitrary: fc.constantFrom(...fields), weight: 9 }, { arbitrary: nastyString, weight: 1 }),
        fc.oneof(fc.string({ maxLength: 40 }), nastyString),
      ),
      { maxLength: fields.length + 2 },
    )
    .map((pairs) => pairs.map(([k, value]) => `${encodeAny(k)}=${encodeAny(value)}`).join('&'));

/** A body with its content type: from the route's schema mostly, else malformed JSON, a wrong content type, or the wrong JSON shape. */
function bodyArb(spec: BodySpec | undefined, f: FuzzFixture): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string; label: string }> {
  const malformed = fc.constantFrom('{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '\u0000', '{"a":"\\ud800"}', '\ufeff{}', '');
  const wrongType = fc.tuple(
    fc.constantFrom(
      'text/plain',
      'application/xml',
      'multipart/form-data',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'image/png',
      'application/pdf',
    ),
    jsonBodyArb(spec ?? { json: null }, f),
  );
  const cases: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string; label: string }>[] = [];
  if (spec && 'form' in spec) {
    cases.push(formArb(spec.form).map((payload) => ({ payload, contentType: 'application/x-www-form-urlencoded', label: 'form' })));
  } else if (spec && 'bytes' in spec) {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 2048 }),
      fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      fc.constant(new TextEncoder().encode('%PDF-1.7\n')),
    );
    cases.push(
      fc
        .tuple(bytes, fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'application/octet-stream', 'application/pdf'))
        .map(([b, contentType]) => ({ payload: Buffer.from(b), contentType, label: 'bytes' })),
    );
  } else if (spec) {
    cases.push(jsonBodyArb(spec, f).map((payload) => ({ payload, contentType: 'application/json', label: 'schema' })));
  }
  const weight = cases.length ? 2 : 1;
  return fc.oneof(
    ...cases.map((arbitrary) => ({ arbitrary, weight: 8 })),
    { arbitrary: malformed.map((payload) => ({ payload, contentType: 'application/json', label: 'malformed json' })), weight },
    { arbitrary: wrongType.map(([contentType, payload]) => ({ payload, contentType, label: `content-type ${contentType}` })), weight },
    { arbitrary: anyJson.map((value) => ({ payload: toJson(value), contentType: 'application/json', label: 'any json' })), weight },
    { arbitrary: fc.constant({ label: 'no body' }), weight: 1 },
  );
}

/** Requests to one route: its path, query and body fuzzed together. */
export function requestArb(method: string, url: string, input: RouteInput, f: FuzzFixture, token: string | null): fc.Arbitrary<FuzzRequest> {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return fc
    .tuple(
      pathArb(url, input.params, f),
      queryArb(input.query, f),
      hasBody ? bodyArb(input.body, f) : fc.constant({ label: 'no body' } as { payload?: string | Buffer; contentType?: string; label: string }),
    )
    .map(([path, query, body]) => ({
      method,
      url: `${path}${query}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body.contentType ? { 'content-type': body.contentType } : {}) },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
      label: body.label,
    }));
}

/** What a refused call must answer: the contract's envelope with a message (or the route's own documented shape). */
export function refusalProblem(input: RouteInput, status: number, contentType: string | undefined, body: string): string | null {
  if (status < 400) return null;
  if (input.refusalShape === 'text') return body.trim() === '' ? 'an empty refusal' : null;
  if (input.refusalShape === 'html') return contentType?.startsWith('text/html') ? null : failureProblem(body);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 200)}`;
  }
  if (input.refusalShape === 'fail-status' && typeof parsed === 'object' && parsed !== null && (parsed as { status?: unknown }).status === 'fail') {
    return failureProblem(JSON.stringify({ ...parsed, status: 'error' }));
  }
  return failureProblem(JSON.stringify(parsed));
}

function failureProblem(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 200)}`;
  }
  const result = v.safeParse(FailureSchema, parsed);
  if (!result.success) return `not the error envelope: ${body.slice(0, 300)}`;
  if (result.output.errorDescription.trim() === '' || result.output.errorDetails.detail.trim() === '')
    return `an envelope without a message: ${body.slice(0, 300)}`;
  return null;
}

/**
 * Tables a refused call may still write: the attempt counters (a sign-in or visit-page hit is
 * counted before its check, on purpose), and the mailbox and the sync client's row (push records
 * a refused mutation's id so it is never applied again).
 */
const MAY_CHANGE_ON_REFUSAL = new Set(['rate_limits', 'sync_clients']);

/** Row counts of every table and the change log's version: equal before and after a call that wrote nothing. */
export async function snapshotter(db: Db, dialect: 'sqlite' | 'postgres'): Promise<() => Promise<Record<string, number>>> {
  const names =
    dialect === 'sqlite'
      ? (
          await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db)
        ).rows.map((r) => r.name)
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(
            db,
          )
        ).rows.map((r) => r.name);
  const counted = names.filter((n) => !MAY_CHANGE_ON_REFUSAL.has(n)).sort();
  const union = sql.raw(
    `${counted.map((n) => `select '${n}' as t, count(*) as n from "${n}"`).join(' union all ')} union all select 'sync_state.version' as t, version as n from sync_state`,
  );
  return async () => Object.fromEntries((await sql<{ t: string; n: number | string }>`${union}`.execute(db)).rows.map((r) => [r.t, Number(r.n)]));
}

/** The tables whose counts differ. */
export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}
