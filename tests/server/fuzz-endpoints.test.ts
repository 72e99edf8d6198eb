import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { ROLES } from '../../src/domain/roles';
import { registeredRoutes } from '../../server/app';
import { makeCastEstates, NEIGHBOUR, WILLOW_CREEK } from '../helpers/cast';
import { makePeopleConfig, makeUser, type TestUser } from '../helpers/factories';
import { availableDialects, useTestApp } from '../helpers/test-app';
import { peopleConfig } from './people-helpers';
import { ROUTE_INPUTS } from './route-checks';
import { changedTables, refusalProblem, requestArb, snapshotter, type FuzzFixture, type FuzzRequest } from './fuzz-request';

/**
 * Bad input on every endpoint: for every route the app registers, requests
 * generated from the route's contract schema (its `reads` in its module's route checks,
 * tests/server/route-checks.ts; tests/server/fuzz-schema.ts) with wrong types, missing and extra
 * fields, huge strings, unusual Unicode, edge numbers, malformed JSON, wrong content types and bad query and path values, sent by a signed-in caller
 * who holds a unit, the manager's and the guard's role at the estate (so a case gets past the
 * access checks to the service). Each answer: no 5xx; a refusal is the contract's error envelope
 * with a message; a refused call wrote nothing (row counts of every table and the change log's
 * version); the server still answers /sdk/health. Then one oversized body per route.
 *
 * Runs: FUZZ_RUNS per route (default 10; routes that hash a password per case a quarter of it).
 * A failure prints fast-check's seed and path; replay one route with FUZZ_SEED=<seed> FUZZ_PATH=<path>
 * and `-t '<route>'`.
 */

const dialects = await availableDialects();
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const PATH = process.env.FUZZ_PATH;

const routeKeys = Object.keys(ROUTE_INPUTS).sort();
const split = (key: string) => {
  const at = key.indexOf(' ');
  return { method: key.slice(0, at), url: key.slice(at + 1) };
};

describe.each(dialects)('endpoint fuzzing on %s', (dialect) => {
  let caller: TestUser;
  let fixture: FuzzFixture;
  let snapshot: () => Promise<Record<string, number>>;
  const t = useTestApp(dialect, async (app) => {
    await makeCastEstates(app);
    await makePeopleConfig(app, WILLOW_CREEK.id, peopleConfig());
    caller = await makeUser(app, {
      roles: [
        { estateId: WILLOW_CREEK.id, role: ROLES.owner, unitNo: '12', accessControl: true },
        { estateId: WILLOW_CREEK.id, role: ROLES.estateManager, accessControl: true },
        { estateId: WILLOW_CREEK.id, role: ROLES.guard, accessControl: true },
      ],
    });
    const other = await makeUser(app, NEIGHBOUR);
    fixture = { estateId: WILLOW_CREEK.id, unitNo: '12', userId: caller.userId, otherUserId: other.userId };
    snapshot = await snapshotter(app.ctx.db, dialect);
  });

  it('has an input description for every route the app registers, and none for a route it does not', () => {
    const registered = new Set(
      registeredRoutes(t.app)
        .filter((r) => r.method !== 'HEAD')
        .map((r) => `${r.method} ${r.url}`),
    );
    expect(
      [...registered].filter((key) => !(key in ROUTE_INPUTS)).sort(),
      "routes missing from the modules' route checks (server/modules/<area>/<area>.route-checks.ts)",
    ).toEqual([]);
    expect(
      routeKeys.filter((key) => !registered.has(key)),
      'listed routes the app does not register',
    ).toEqual([]);
  });

  /** One case: the answer's problems (empty when it passes). */
  async function check(key: string, request: FuzzRequest): Promise<string[]> {
    const input = ROUTE_INPUTS[key];
    if (!input) return [`no input for ${key}`];
    const before = await snapshot();
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const problems: string[] = [];
    if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    const shape = refusalProblem(input, res.statusCode, res.headers['content-type']?.toString(), res.body);
    if (shape) problems.push(`refusal ${res.statusCode}: ${shape}`);
    // A refusal writes nothing (the attempt counters and the sync client's row aside: fuzz-request.ts).
    // A push answered 409 (a gap in the mutation ids) has committed the mutations before the gap, by design (docs/ARCHITECTURE.md).
    const committedBeforeGap =
      key === `POST ${API.syncPush}` && res.statusCode === 409 && (res.json<{ results?: { ok: boolean }[] }>().results ?? []).some((r) => r.ok);
    if (res.statusCode >= 400 && !committedBeforeGap) {
      // A refused mutation is published to its user's devices as refused (the change log), by design: push's other tables must not change.
      const refusalsPublished = key === `POST ${API.syncPush}` ? new Set(['change_log', 'sync_state.version']) : new Set<string>();
      const changed = changedTables(before, await snapshot()).filter((table) => !refusalsPublished.has(table));
      if (changed.length > 0) problems.push(`refused with ${res.statusCode} but changed ${changed.join(', ')}`);
    }
    const health = await t.app.inject({ method: 'GET', url: API.health });
    if (health.statusCode !== 200) problems.push(`health answered ${health.statusCode} afterwards`);
    return problems;
  }

  it.each(routeKeys)(
    '%s',
    async (key) => {
      const input = ROUTE_INPUTS[key];
      if (!input || input.skip) return;
      const { method, url } = split(key);
      const runs = input.slow ? Math.max(2, Math.ceil(RUNS / 4)) : RUNS;
      await replayable(
        fc.asyncProperty(requestArb(method, url, input, fixture, caller.token), async (request) => {
          const problems = await check(key, request);
          if (problems.length > 0)
            throw new Error(
              `${request.method} ${request.url.slice(0, 300)} [${request.label}] ${String(request.payload ?? '').slice(0, 300)}\n  ${problems.join('\n  ')}`,
            );
        }),
        { numRuns: runs, ...(SEED === undefined ? {} : { seed: SEED }), ...(PATH === undefined ? {} : { path: PATH }), endOnFailure: true },
        key,
      );
      // Over every body limit (the largest is the content import's 16 MB): refused before it is read, nothing written.
      if (method !== 'GET' && method !== 'DELETE') {
        const concrete = url.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
          name === 'estateId' ? String(fixture.estateId) : name === 'kind' ? 'events' : 'abcdefgh12',
        );
        const problems = await check(key, {
          method,
          url: concrete,
          headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
          payload: OVERSIZED,
          label: 'oversized',
        });
        expect(problems, `${key} with a 21 MB body`).toEqual([]);
      }
    },
    Math.max(30_000, RUNS * 3_000),
  );
});

/**
 * fc.assert with a short report: fast-check's seed and path (to replay) and the failing case's
 * problems, without the counterexample's full text (a generated 70,000-character string).
 */
async function replayable<T>(property: fc.IAsyncProperty<T>, parameters: fc.Parameters<T>, key: string): Promise<void> {
  try {
    await fc.assert(property, parameters);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const replay = message.split('\n').slice(0, 2).join(' ');
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    const short = cause
      .split('\n')
      .map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line))
      .join('\n');
    throw new Error(`${key}: ${replay}\nreplay: FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run tests/server/fuzz-endpoints.test.ts -t '${key}'\n${short}`);
  }
}

/** 21 MB of JSON, over the largest body limit (files take documents up to 20 MB). */
const OVERSIZED = `{"a":"${'x'.repeat(21 * 1024 * 1024)}"}`;
