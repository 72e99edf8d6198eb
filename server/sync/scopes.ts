import crypto from 'node:crypto';
import { type AliasableExpression, sql } from 'kysely';
import { CONCIERGE_ROLES, GATE_STAFF_ROLES, MANAGER_ROLES, isRoleIn } from '../../src/domain/roles';
import { compiledOnce, type Db } from '../db/database';
import { scopes as scope, type Scope, type Trx } from './change-log';

/** One of a user's role rows as scopes need it (estate, unit, role name). */
export type MembershipRow = { estate_id: number; unit_no: string; role_name: string };

/**
 * A user's role rows as scopes need them, as a query: the sync engine composes it into the
 * statements that read scopes (a poll reads them with the session check and the sync state in one
 * statement). The role rows are the core module's table, and the sync engine imports no module:
 * core declares the query (`Module.memberships`), handed in as `ctx.hooks.memberships`. The
 * statements are compiled once (`compiledOnce`): `userId` is used as a plain value only.
 */
export type MembershipQuery = (db: Db | Trx, userId: string) => AliasableExpression<MembershipRow>;

/**
 * Scopes a module grants a user beyond their role rows, as a query of `scope` rows (the operator
 * module: one `operator` row for an operator), declared as `Module.scopes` and handed in as
 * `ctx.hooks.scopes`; composed as `MembershipQuery` is.
 */
export type ScopeGrantQuery = (db: Db | Trx, userId: string) => AliasableExpression<{ scope: string }>;

/** The modules' queries scopes are read with (`ctx.hooks` holds them). */
export type ScopeQueries = { readonly memberships: MembershipQuery; readonly scopes: readonly ScopeGrantQuery[] };

/** A row of `scopeSources`: a role row (`granted` null) or a granted scope (the rest null). */
export type ScopeSourceRow = { estate_id: number | null; unit_no: string | null; role_name: string | null; granted: string | null };

/**
 * A user's role rows and the scopes the modules grant them, as one query (a role row per row, then
 * a granted scope per row), for the sync engine's statements to join.
 */
export function scopeSources(db: Db | Trx, userId: string, hooks: ScopeQueries): AliasableExpression<ScopeSourceRow> {
  const roles = db
    .selectFrom(hooks.memberships(db, userId).as('m'))
    .select((eb) => [
      eb.ref('m.estate_id').$castTo<number | null>().as('estate_id'),
      eb.ref('m.unit_no').$castTo<string | null>().as('unit_no'),
      eb.ref('m.role_name').$castTo<string | null>().as('role_name'),
      sql<string | null>`cast(null as text)`.as('granted'),
    ]);
  return hooks.scopes.reduce(
    (union, grant) =>
      union.unionAll(
        db
          .selectFrom(grant(db, userId).as('g'))
          .select((eb) => [
            sql<number | null>`cast(null as integer)`.as('estate_id'),
            sql<string | null>`cast(null as text)`.as('unit_no'),
            sql<string | null>`cast(null as text)`.as('role_name'),
            eb.ref('g.scope').$castTo<string | null>().as('granted'),
          ]),
      ),
    roles,
  );
}

/**
 * Every scope a user may read, from the rows `scopeSources` read: public, their own, each estate
 * they hold a role at, each unit (and the estate's `residents:` scope, also read by its managers);
 * gate staff also read their estate's `gate:` scope, managers its `manager:` scope (member cards
 * with e-mails), concierges its `concierge:` scope (residents' names and units); and what the modules grant (the operator scope). A row of nulls (the left join of
 * a user with no role and no grant) adds nothing.
 */
export function scopesOf(userId: string, rows: readonly ScopeSourceRow[]): Scope[] {
  const set = new Set<Scope>([scope.public, scope.user(userId)]);
  for (const row of rows) {
    if (row.granted !== null) set.add(row.granted as Scope);
    if (row.estate_id === null) continue;
    const estateId = Number(row.estate_id);
    const unitNo = row.unit_no ?? '';
    const roleName = row.role_name ?? '';
    set.add(scope.estate(estateId));
    if (unitNo) set.add(scope.unit(estateId, unitNo));
    if (unitNo || isRoleIn(roleName, MANAGER_ROLES)) set.add(scope.residents(estateId));
    if (isRoleIn(roleName, GATE_STAFF_ROLES)) set.add(scope.gate(estateId));
    if (isRoleIn(roleName, MANAGER_ROLES)) set.add(scope.manager(estateId));
    if (isRoleIn(roleName, CONCIERGE_ROLES)) set.add(scope.concierge(estateId));
  }
  return [...set].sort();
}

type ScopeStatement = (db: Db | Trx, userId: string) => Promise<ScopeSourceRow[]>;
const scopeStatements = new WeakMap<ScopeQueries, ScopeStatement>();

/** Every scope a user may read (see `scopesOf`), in one statement compiled once per set of module queries. */
export async function userScopes(db: Db | Trx, userId: string, hooks: ScopeQueries): Promise<Scope[]> {
  let statement = scopeStatements.get(hooks);
  if (!statement) {
    statement = compiledOnce((on, user: string) => on.selectFrom(scopeSources(on, user, hooks).as('r')).selectAll());
    scopeStatements.set(hooks, statement);
  }
  return scopesOf(userId, await statement(db, userId));
}

/** Scope hashes worked out lately (the last HASHES_KEPT scope lists), so a poll of a known list hashes nothing. */
const HASHES_KEPT = 4096;
const hashes = new Map<string, string>();

/**
 * First 16 hex chars of sha256 over the sorted scope list and the database's sync epoch (empty
 * until a restore from backup, so hashes made before epochs existed still match); a change of
 * either makes clients re-bootstrap.
 */
export function scopesHash(list: readonly Scope[], epoch = ''): string {
  const scopes = [...list].sort().join('\n');
  const text = epoch === '' ? scopes : `${scopes}\nepoch:${epoch}`;
  let hash = hashes.get(text);
  if (hash === undefined) {
    hash = crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
    hashes.set(text, hash);
    if (hashes.size > HASHES_KEPT) {
      const oldest = hashes.keys().next().value;
      if (oldest !== undefined) hashes.delete(oldest);
    }
  }
  return hash;
}
