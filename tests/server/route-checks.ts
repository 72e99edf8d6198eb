import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../helpers/factories';
import type { RouteInput } from './fuzz-routes';
import { WC, type CallerName, type Cast, type MatrixRequest, type MatrixRequestBuilder, type Resources } from './matrix-world';

/**
 * THE ROUTE CHECKS: every route's test expectations, declared by the module that registers it in
 * `server/modules/<area>/<area>.route-checks.ts` (sync's in `server/sync/sync.route-checks.ts`)
 * and collected here. Each row names the route as Fastify registered it (`METHOD /path`) and says:
 *
 * - `answers`: what the route answers each of the seven callers (the authorization table),
 *   checked by tests/server/authorization-matrix.test.ts on SQLite and PostgreSQL;
 * - `request`: the owner's realistic request, sent by every caller (and, with one bad value at a
 *   time, by tests/server/fuzz-valid-requests.test.ts);
 * - `reads`: what the route reads (its contract schema, its query and path values), for the
 *   endpoint fuzzing (tests/server/fuzz-endpoints.test.ts);
 * - `public`: for a route outside the sign-in scope, what guards it instead.
 *
 * A route the app registers without a row fails those tests, and a module's file lists exactly the
 * routes that module registers (tests/server/route-checks.test.ts). The files are test data: they
 * may import test helpers, and no server code imports them.
 *
 * The callers (columns, in the order each route is called; the resident, who owns the resources,
 * last, so a DELETE they may make does not hide the others' answers):
 *   signedOut      no Authorization header
 *   otherManager   the estate manager of Baobab Ridge (another estate)
 *   otherResident  a resident of Baobab Ridge who holds unit 12 there (the same unit number)
 *   operator       the deployment's operator (above estates, no role at any estate); a row that
 *                  does not name it expects the otherResident's answer (a signed-in stranger to
 *                  Willow Creek and its resident): only the operator's own routes name it
 *   neighbour      a resident of Willow Creek at unit 14 (another user of the same estate)
 *   guard          Willow Creek's guard (wrong role for resident and manager routes)
 *   manager        Willow Creek's estate manager (wrong role for a resident's own data)
 *   resident       the owner of Willow Creek unit 12: every request names their resources
 *                  (vehicle, account, address, associate, invite, regular visitor, letter, file,
 *                  booking, bill, payment, people request) or Willow Creek's (content, settings)
 * Routes run reads and writes first, then deletes, then sign-out.
 *
 * Statuses: 401 not signed in; 403 a role or ownership refusal; 404 a resource the caller may not
 * see answered as if it did not exist; 200/201 allowed. A push answers 200 with its mutation's
 * result: '200 applied' or '200 refused'. 'stream': the SSE stream, which an injected request
 * cannot end, is called signed out only.
 */

/** A caller's answer: an HTTP status, a push's mutation result, or 'stream' (not called). */
export type Expected = number | 'stream' | '200 applied' | '200 refused';

export type Row = Record<CallerName, Expected>;
/** A row as a module declares it: the operator's answer defaults to the otherResident's (see `rowOf`). */
export type DeclaredRow = Omit<Row, 'operator'> & { operator?: Expected };

/** The full row: an undeclared operator answer is the otherResident's (a signed-in user with no role at Willow Creek). */
const rowOf = (answers: DeclaredRow): Row => ({ ...answers, operator: answers.operator ?? answers.otherResident });

/** What a route's request is built from: the matrix world and a few shorthands. */
export type RequestContext = {
  app: FastifyInstance;
  cast: Cast;
  /** The resident's (and Willow Creek's) resources. */
  r: Resources;
  /** The resident's user id. */
  me: string;
  q: (path: string, query: string) => string;
  /** The query naming the resident's unit: userID, uid, estateID and unitNo. */
  unit: string;
  /** A new phone number on every call (an invitee's number may be used once). */
  phone: () => string;
};

export type RouteCheck = {
  /** `METHOD /path` as Fastify registered it. */
  route: string;
  /** Outside the sign-in scope: what guards the route instead (the one kind of row whose signed-out answer is not 401). */
  public?: string;
  answers: DeclaredRow;
  request: (context: RequestContext, caller: TestUser | null) => MatrixRequest | Promise<MatrixRequest>;
  reads: RouteInput;
};

type RouteChecksFile = { routeChecks: readonly RouteCheck[] };

/** Every declaration file, by its path from the repository root (`server/modules/vehicles/vehicles.route-checks.ts`). */
export const ROUTE_CHECK_FILES: Record<string, readonly RouteCheck[]> = Object.fromEntries(
  Object.entries(import.meta.glob<RouteChecksFile>(['/server/modules/*/*.route-checks.ts', '/server/sync/*.route-checks.ts'], { eager: true })).map(
    ([file, loaded]) => [file.replace(/^\//, ''), loaded.routeChecks],
  ),
);

function collect(): Record<string, RouteCheck> {
  const rows: Record<string, RouteCheck> = {};
  const declaredIn: Record<string, string> = {};
  for (const [file, checks] of Object.entries(ROUTE_CHECK_FILES)) {
    for (const check of checks) {
      if (declaredIn[check.route]) throw new Error(`${check.route} is declared twice: in ${declaredIn[check.route]} and ${file}`);
      declaredIn[check.route] = file;
      rows[check.route] = check;
    }
  }
  return rows;
}

/** Every declared route's row, by `METHOD /path`. */
export const ROUTE_CHECKS: Record<string, RouteCheck> = collect();

const mapRows = <T>(pick: (check: RouteCheck) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(ROUTE_CHECKS).map(([route, check]) => [route, pick(check)]));

/** What every route answers each caller. */
export const AUTHORIZATION_TABLE: Record<string, Row> = mapRows((check) => rowOf(check.answers));

/** Routes outside the sign-in scope, and what guards them instead. */
export const PUBLIC_ROUTES: Record<string, string> = Object.fromEntries(
  Object.entries(ROUTE_CHECKS).flatMap(([route, check]) => (check.public === undefined ? [] : [[route, check.public]])),
);

/** What every route reads, for the endpoint fuzzing. */
export const ROUTE_INPUTS: Record<string, RouteInput> = mapRows((check) => check.reads);

/** The request each route gets, from every caller: the owner's realistic call on the resident's (or Willow Creek's) resources. */
export function matrixRequests(app: FastifyInstance, cast: Cast, r: Resources): Record<string, MatrixRequestBuilder> {
  const me = cast.resident.userId;
  let phones = 0;
  const context: RequestContext = {
    app,
    cast,
    r,
    me,
    q: (path, query) => `${path}?${query}`,
    unit: `userID=${me}&uid=${me}&estateID=${WC}&unitNo=12`,
    phone: () => `08255590${String(++phones).padStart(2, '0')}`,
  };
  return mapRows((check) => (caller: TestUser | null) => check.request(context, caller));
}
