import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { ConciergeActionsTable } from './concierge.tables';

type Q = Db | Trx;
export type ActionRow = Selectable<ConciergeActionsTable>;

export const insertAction = (trx: Trx, row: Insertable<ConciergeActionsTable>) =>
  trx.insertInto('concierge_actions').values(row).returningAll().executeTakeFirstOrThrow();

export const findActionFor = (db: Q, kind: string, subjectId: string) =>
  db.selectFrom('concierge_actions').selectAll().where('kind', '=', kind).where('subject_id', '=', subjectId).executeTakeFirst();

/** The actions a user took part in, as concierge or as the resident acted for. */
export const listActionsOf = (db: Q, userId: string) =>
  db
    .selectFrom('concierge_actions')
    .selectAll()
    .where((eb) => eb.or([eb('concierge_id', '=', userId), eb('resident_id', '=', userId)]))
    .execute();

export async function deleteActions(trx: Trx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0)
    await trx
      .deleteFrom('concierge_actions')
      .where('id', 'in', [...ids])
      .execute();
}
