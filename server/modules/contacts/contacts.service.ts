import type { Contact, ContactsSaveArgs } from '../../../src/contract/records';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { ContactsTable } from './contacts.tables';
import { publishToOwner, selfWrite } from '../../lib/own-rows';
import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import { findContacts, upsertContacts } from './contacts.repository';

function toContact(row: ContactsTable): Contact {
  return {
    userId: row.user_id,
    cellNumber: row.cell,
    homeNumber: row.home,
    workNumber: row.work,
    emergencyContactName: row.emergency_name,
    emergencyContactNumber: row.emergency_number,
  };
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
  await publishToOwner(trx, userId, 'contacts', userId, toContact(row));
}

// REST (spec 7): `?userID=` must be the caller.

export async function getContactsFor(ctx: AppContext, callerId: string, userId: string | undefined): Promise<Contact> {
  const id = await requireAccess(ctx.db, callerId, { self: userId });
  const row = await findContacts(ctx.db, id);
  return row ? toContact(row) : { userId: id, cellNumber: '', homeNumber: '', workNumber: '', emergencyContactName: '', emergencyContactNumber: '' };
}

export const updateContactsFor = selfWrite(saveContacts);

/** The user's own cell number from their contacts ('' when none). */
export const contactCellOf = async (db: Db | Trx, userId: string): Promise<string> => (await findContacts(db, userId))?.cell ?? '';
