import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { registeredRoutes } from '../../server/app';
import { availableDialects, useTestApp } from '../helpers/test-app';
import { AUTHORIZATION_TABLE, matrixRequests, PUBLIC_ROUTES, type Expected } from './route-checks';
import { CALLERS, makeMatrixWorld, type CallerName, type Cast, type Resources } from './matrix-world';

/**
 * The authorization matrix: every route the app registers, called as each of
 * CALLERS — signed out, a manager and a resident of another estate (who holds a unit with the
 * resident's number there), a neighbour at another unit of the same estate, the estate's guard
 * and manager, and the resident who owns the resources — with the owner's realistic request
 * (its `request` in the module's route checks), so that a refusal is about who calls, not what
 * they send. The answers must be the `answers` its module's route checks declare
 * (tests/server/route-checks.ts); a route the app registers that no module declares fails the
 * test, so a new route gets its row in its module's `<area>.route-checks.ts`.
 *
 * AUTH_MATRIX_PRINT=1 prints the answers observed, in the rows' format, for a reviewer to
 * check before copying.
 */

const dialects = await availableDialects();

/**
 * The order routes are called in: reads and writes first, then the deletes (which remove the
 * resources the others name), sign-out last (it ends the caller's session).
 */
const phase = (key: string) => (key === `POST ${API.signOut}` ? 2 : key.startsWith('DELETE ') ? 1 : 0);

describe.each(dialects)('authorization matrix on %s', (dialect) => {
  let cast: Cast;
  let resources: Resources;
  const t = useTestApp(dialect, async (app) => {
    ({ cast, resources } = await makeMatrixWorld(app));
  });

  const routeKeys = () =>
    registeredRoutes(t.app)
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort((a, b) => phase(a) - phase(b) || a.localeCompare(b));

  it('lists every route the app registers in the table (and no other), each with a request', () => {
    const keys = routeKeys();
    expect(
      keys.filter((key) => !(key in AUTHORIZATION_TABLE)),
      "routes missing from the modules' route checks (server/modules/<area>/<area>.route-checks.ts)",
    ).toEqual([]);
    expect(
      Object.keys(AUTHORIZATION_TABLE).filter((key) => !keys.includes(key)),
      'route checks for routes the app does not register',
    ).toEqual([]);
    const requests = matrixRequests(t.app, cast, resources);
    expect(
      keys.filter((key) => !(key in requests)),
      'routes without a request in their route checks',
    ).toEqual([]);
    // A route marked public is one a signed-out caller reaches; every other answers them 401.
    const publicByTable = Object.entries(AUTHORIZATION_TABLE)
      .filter(([, row]) => row.signedOut !== 401)
      .map(([key]) => key)
      .sort();
    expect(publicByTable, 'the rows answer a signed-out caller without 401 exactly on the routes marked public').toEqual(Object.keys(PUBLIC_ROUTES).sort());
  });

  it('answers every route and caller as the table says', async () => {
    const requests = matrixRequests(t.app, cast, resources);
    const observed: Record<string, Record<CallerName, Expected>> = {};
    const mismatches: string[] = [];
    for (const key of routeKeys()) {
      const build = requests[key];
      const row = AUTHORIZATION_TABLE[key];
      if (!build) continue;
      const method = key.slice(0, key.indexOf(' '));
      const answers = {} as Record<CallerName, Expected>;
      for (const caller of CALLERS) {
        // The SSE stream never ends an injected request: only its refusal of a signed-out caller is called.
        if (key === `GET ${API.syncEvents}` && caller !== 'signedOut') {
          answers[caller] = 'stream';
          continue;
        }
        const request = await build(caller === 'signedOut' ? null : cast[caller]);
        const headers: Record<string, string> = {};
        if (caller !== 'signedOut') headers.authorization = `Bearer ${cast[caller].token}`;
        if (request.contentType) headers['content-type'] = request.contentType;
        const payload =
          request.payload === undefined
            ? {}
            : { payload: typeof request.payload === 'string' || Buffer.isBuffer(request.payload) ? request.payload : JSON.stringify(request.payload) };
        if (request.payload !== undefined && !request.contentType) headers['content-type'] = 'application/json';
        const res = await t.app.inject({ method: method as 'GET', url: request.url, headers, ...payload });
        // A push answers 200 with each mutation's result: the result is the authorization answer.
        const pushed =
          key === `POST ${API.syncPush}` && res.statusCode === 200
            ? res.json<{ results: { ok: boolean }[] }>().results[0]?.ok
              ? '200 applied'
              : '200 refused'
            : undefined;
        answers[caller] = pushed ?? res.statusCode;
        if (process.env.AUTH_MATRIX_PRINT && res.statusCode >= 400 && (caller === 'resident' || caller === 'manager'))
          console.log(`${key} as ${caller}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (row && row[caller] !== answers[caller])
          mismatches.push(`${key} as ${caller}: ${res.statusCode} (table: ${String(row[caller])}) ${res.body.slice(0, 200)}`);
      }
      observed[key] = answers;
    }
    if (process.env.AUTH_MATRIX_PRINT) {
      console.log(JSON.stringify(resources));
      const line = (key: string) => `  '${key}': { ${CALLERS.map((c) => `${c}: ${JSON.stringify(observed[key]?.[c])}`).join(', ')} },`;
      console.log(`observed on ${dialect}:\n${Object.keys(observed).map(line).join('\n')}`);
    }
    expect(mismatches).toEqual([]);
  }, 180_000);
});
