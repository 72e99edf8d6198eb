import type { Db } from '../../db/database';
import type { ContactsTable } from './contacts.tables';
import type { Trx } from '../../sync/change-log';

export async function findContacts(db: Db | Trx, userId: string): Promise<ContactsTable | undefined> {
  return db.selectFrom('contacts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function upsertContacts(trx: Trx, row: ContactsTable): Promise<void> {
  const { user_id: _key, ...rest } = row;
  await trx
    .insertInto('contacts')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(rest))
    .execute();
}
