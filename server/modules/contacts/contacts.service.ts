import type { Contact } from '../../../src/contract/records';
import type { ContactsSaveArgs } from '../../../src/contract/mutations';
import { PROFILE_MESSAGES } from '../../../src/i18n/en/profile';
import type { AppContext } from '../../context';
import type { ContactsTable } from './contacts.tables';
import { badRequest, forbidden } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { findContacts, upsertContacts } from './contacts.repository';

export function toContact(row: ContactsTable): Contact {
  return {
    userId: row.user_id,
    cellNumber: row.cell,
    homeNumber: row.home,
    workNumber: row.work,
    emergencyContactName: row.emergency_name,
    emergencyContactNumber: row.emergency_number,
  };
}

/** The spec's REST rule: only the signed-in user's own contact details. */
function assertSelf(callerId: string, userId: string | undefined): string {
  if (!userId) throw badRequest(PROFILE_MESSAGES.userIdMissingOnSave);
  if (userId !== callerId) throw forbidden();
  return userId;
}

/** Upserts the user's contact numbers and publishes the row to the user's scope (mutator and REST). */
export async function saveContacts(trx: Trx, userId: string, args: ContactsSaveArgs): Promise<void> {
  const row: ContactsTable = {
    user_id: userId,
    cell: args.cellNumber,
    home: args.homeNumber,
    work: args.workNumber,
    emergency_name: args.emergencyContactName,
    emergency_number: args.emergencyContactNumber,
    updated_at: Date.now(),
  };
  await upsertContacts(trx, row);
  await publish(trx, scopes.user(userId), 'contacts', userId, toContact(row));
}

export async function getContactsFor(ctx: AppContext, callerId: string, userId: string | undefined): Promise<Contact> {
  const id = assertSelf(callerId, userId);
  const row = await findContacts(ctx.db, id);
  return row ? toContact(row) : { userId: id, cellNumber: '', homeNumber: '', workNumber: '', emergencyContactName: '', emergencyContactNumber: '' };
}

export async function updateContactsFor(ctx: AppContext, callerId: string, userId: string | undefined, args: ContactsSaveArgs): Promise<void> {
  const id = assertSelf(callerId, userId);
  await writeTransaction(ctx.db, (trx) => saveContacts(trx, id, args));
}
