import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { MembershipRequestsTable } from './membership.tables';

type Q = Db | Trx;
export type RequestRow = Selectable<MembershipRequestsTable>;

export const findRequest = (db: Q, id: string) => db.selectFrom('membership_requests').selectAll().where('id', '=', id).executeTakeFirst();

export const listUserRequests = (db: Q, userId: string) =>
  db.selectFrom('membership_requests').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();

export const listUserRequestsIn = (db: Q, userId: string, statuses: readonly string[]) =>
  db.selectFrom('membership_requests').selectAll().where('user_id', '=', userId).where('status', 'in', statuses).orderBy('created_at').orderBy('id').execute();

export const insertRequest = (trx: Trx, row: Insertable<MembershipRequestsTable>) =>
  trx.insertInto('membership_requests').values(row).returningAll().executeTakeFirstOrThrow();

/**
 * Moves a request on only from the status the caller read (`from`): answers undefined when another
 * write moved it first, so two decisions at once never both apply.
 */
export const updateRequestFrom = (trx: Trx, id: string, from: string, patch: Updateable<MembershipRequestsTable>) =>
  trx.updateTable('membership_requests').set(patch).where('id', '=', id).where('status', '=', from).returningAll().executeTakeFirst();
