import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { availableDialects, useTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/factories';
import { AUTHORIZATION_TABLE, matrixRequests, ROUTE_INPUTS } from './route-checks';
import { changedTables, refusalProblem, snapshotter } from './fuzz-request';
import { toJson, type RawNumber } from './fuzz-schema';
import { CALLERS, makeMatrixWorld, type Cast, type MatrixRequest, type Resources } from './matrix-world';

/**
 * Bad values inside good requests, the complement of the random fuzzing in
 * fuzz-endpoints.test.ts: each route's realistic request from the authorization matrix, sent by a
 * caller the table allows, with one field at a time (every leaf of the JSON body, every query
 * value) replaced by what a database refuses or overflows on: a NUL or 70,000 characters for a
 * string; 2^31 (past PostgreSQL's integer) or 1e308 for a number. Every other field stays
 * valid, so the bad one reaches the service and the database. Each answer: no 5xx, a refusal is
 * the error envelope with a message and changed nothing, /sdk/health still answers.
 */

const dialects = await availableDialects();

const STRING_POISON: unknown[] = ['a\u0000b', 'x'.repeat(70_000)];
const NUMBER_POISON: unknown[] = [2147483648, { rawJson: '1e308' } satisfies RawNumber];

type Leaf = { path: (string | number)[]; value: unknown };

function leaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [{ path, value }];
}

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, by) : v));
  const record = value as Record<string, unknown>;
  return { ...record, [String(head)]: replaced(record[String(head)], rest, by) };
}

const poisonsFor = (value: unknown): unknown[] =>
  typeof value === 'number' ? NUMBER_POISON : typeof value === 'string' ? STRING_POISON : [...STRING_POISON.slice(0, 1), ...NUMBER_POISON.slice(0, 1)];

/**
 * What a refusal may still write, by design: a push publishes its refused mutations to the
 * caller's devices; an enrolment spends its single-use challenge even when refused.
 */
const MAY_WRITE_ON_REFUSAL: Record<string, Set<string>> = {
  [`POST ${API.syncPush}`]: new Set(['change_log', 'sync_state.version']),
  [`POST ${API.gateDevices}`]: new Set(['gate_enrol_challenges']),
};

/** Routes not sent: the stream and sign-out (it ends the caller's session). */
const SKIPPED = new Set([`GET ${API.syncEvents}`, `POST ${API.signOut}`]);

describe.each(dialects)('bad values in valid requests on %s', (dialect) => {
  let cast: Cast;
  let resources: Resources;
  let snapshot: () => Promise<Record<string, number>>;
  const t = useTestApp(dialect, async (app) => {
    ({ cast, resources } = await makeMatrixWorld(app));
    snapshot = await snapshotter(app.ctx.db, dialect);
  });

  it('answers every route without a 5xx, in the envelope, writing nothing when it refuses', async () => {
    const requests = matrixRequests(t.app, cast, resources);
    const problems: string[] = [];
    let sent = 0;
    for (const [key, build] of Object.entries(requests)) {
      const row = AUTHORIZATION_TABLE[key];
      const input = ROUTE_INPUTS[key];
      if (!row || !input || SKIPPED.has(key)) continue;
      // The first caller the table lets through (the owner, the manager, or anyone for a public route).
      const allowed = [...CALLERS].reverse().find((c) => typeof row[c] === 'number' && (row[c] as number) < 300) ?? 'resident';
      const who: TestUser | null = allowed === 'signedOut' ? null : cast[allowed];
      const method = key.slice(0, key.indexOf(' '));
      const base: MatrixRequest = await build(who);
      const variants: { url: string; payload?: string | Buffer; contentType?: string; label: string }[] = [];
      const [path, query = ''] = base.url.split('?');
      for (const [name, value] of new URLSearchParams(query)) {
        for (const poison of poisonsFor(value)) {
          const params = new URLSearchParams(query);
          params.set(name, typeof poison === 'object' ? (poison as RawNumber).rawJson : String(poison));
          variants.push({
            url: `${path}?${params.toString()}`,
            payload: bodyOf(base),
            contentType: contentTypeOf(base),
            label: `?${name}=${String(poison).slice(0, 20)}`,
          });
        }
      }
      if (base.payload !== undefined && typeof base.payload === 'object' && !Buffer.isBuffer(base.payload)) {
        for (const leaf of leaves(base.payload)) {
          for (const poison of poisonsFor(leaf.value)) {
            variants.push({
              url: base.url,
              payload: toJson(replaced(base.payload, leaf.path, poison)),
              contentType: 'application/json',
              label: `${leaf.path.join('.')}=${JSON.stringify(poison)?.slice(0, 20)}`,
            });
          }
        }
      }
      for (const variant of variants) {
        const before = await snapshot();
        const headers: Record<string, string> = {
          ...(who ? { authorization: `Bearer ${who.token}` } : {}),
          ...(variant.contentType ? { 'content-type': variant.contentType } : {}),
        };
        const res = await t.app.inject({
          method: method as 'GET',
          url: variant.url,
          headers,
          ...(variant.payload === undefined ? {} : { payload: variant.payload }),
        });
        sent += 1;
        const where = `${key} as ${allowed} with ${variant.label}`;
        if (res.statusCode >= 500) problems.push(`${where}: ${res.statusCode}`);
        const shape = refusalProblem(input, res.statusCode, res.headers['content-type']?.toString(), res.body);
        if (shape) problems.push(`${where}: ${shape}`);
        if (res.statusCode >= 400) {
          const published = MAY_WRITE_ON_REFUSAL[key] ?? new Set<string>();
          const changed = changedTables(before, await snapshot()).filter((table) => !published.has(table));
          if (changed.length > 0) problems.push(`${where}: refused with ${res.statusCode} but changed ${changed.join(', ')}`);
        }
        if ((await t.app.inject({ method: 'GET', url: API.health })).statusCode !== 200) problems.push(`${where}: health failed afterwards`);
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(problems).toEqual([]);
  }, 600_000);
});

function bodyOf(request: MatrixRequest): string | Buffer | undefined {
  if (request.payload === undefined) return undefined;
  if (typeof request.payload === 'string' || Buffer.isBuffer(request.payload)) return request.payload;
  return JSON.stringify(request.payload);
}

function contentTypeOf(request: MatrixRequest): string | undefined {
  if (request.contentType) return request.contentType;
  return request.payload === undefined ? undefined : 'application/json';
}
