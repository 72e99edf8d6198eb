import { profileMutations as p, profileTables, type AddressSaveArgs } from '../../contract/profile';
import { recordsMutations, recordsTables } from '../../contract/records';
import { clientTable, defineFeature, defineMutation, type MutationContext } from '../../db/feature';
import { stores } from './records.stores';
import { mapAccountType } from '../../domain/accounts';
import { ERROR_MESSAGES } from '../../i18n/en/errors';

/** The user's contact numbers, accounts, addresses and vehicles (spec 2.13-2.15). */
export const feature = defineFeature({
  tables: {
    contacts: clientTable(recordsTables.contacts, stores.tables.contacts),
    accounts: clientTable(profileTables.accounts, stores.tables.accounts),
    addresses: clientTable(profileTables.addresses, stores.tables.addresses),
    vehicles: clientTable(profileTables.vehicles, stores.tables.vehicles),
  },
  mutations: {
    'contacts.save': defineMutation(recordsMutations['contacts.save'], {
      table: 'contacts',
      // The row is the user's: with no one signed in there is none to write (the write is refused).
      rowId: (_args, { userId }) => {
        if (userId === '') throw new Error(ERROR_MESSAGES.signedOut);
        return userId;
      },
      apply: (args, { db, userId }) => db.contacts.put({ userId, ...args }),
    }),
    'vehicles.add': defineMutation(p['vehicles.add'], {
      table: 'vehicles',
      rowId: (args) => args.vehicleId,
      apply: (args, { db, userId }) => db.vehicles.put({ ...args, userId }),
    }),
    'vehicles.edit': defineMutation(p['vehicles.edit'], {
      table: 'vehicles',
      rowId: (args) => args.vehicleId,
      apply: (args, { db, userId }) => db.vehicles.put({ ...args, userId }),
    }),
    'vehicles.delete': defineMutation(p['vehicles.delete'], {
      table: 'vehicles',
      rowId: (args) => args.vehicleId,
      apply: (args, { db }) => db.vehicles.delete(args.vehicleId),
    }),
    'vehicles.setPhoto': defineMutation(p['vehicles.setPhoto'], {
      table: 'vehicles',
      rowId: (args) => args.vehicleId,
      apply: (args, { db }) => db.vehicles.update(args.vehicleId, { [args.field]: args.url }),
    }),
    'accounts.add': defineMutation(p['accounts.add'], {
      table: 'accounts',
      rowId: (args) => args.accountID,
      // The estate's name is the card's context.
      apply: async (args, { db, userId }) => {
        const estate = await db.estates.get(args.estateId);
        await db.accounts.put({ ...args, userId, context: estate?.estateName ?? '', accountType: mapAccountType(args.accountType) });
      },
    }),
    'accounts.edit': defineMutation(p['accounts.edit'], {
      table: 'accounts',
      rowId: (args) => args.accountID,
      apply: (args, { db }) => db.accounts.update(args.accountID, { accountNumber: args.accountNumber }),
    }),
    'accounts.delete': defineMutation(p['accounts.delete'], {
      table: 'accounts',
      rowId: (args) => args.accountID,
      apply: (args, { db }) => db.accounts.delete(args.accountID),
    }),
    'addresses.add': defineMutation(p['addresses.add'], { table: 'addresses', rowId: (args) => args.addressID, apply: putAddress }),
    'addresses.edit': defineMutation(p['addresses.edit'], { table: 'addresses', rowId: (args) => args.addressID, apply: putAddress }),
    'addresses.delete': defineMutation(p['addresses.delete'], {
      table: 'addresses',
      rowId: (args) => args.addressID,
      apply: (args, { db }) => db.addresses.delete(args.addressID),
    }),
  },
});

/** An address as the form saved it; what the form does not show keeps its stored (or default) value. */
async function putAddress(args: AddressSaveArgs, { db, userId }: MutationContext): Promise<void> {
  const [estate, existing] = await Promise.all([db.estates.get(args.estateId), db.addresses.get(args.addressID)]);
  await db.addresses.put({
    userId,
    context: estate?.estateName ?? '',
    addressType: existing?.addressType ?? 'Residential',
    addressCountry: existing?.addressCountry ?? 'South Africa',
    longitude: existing?.longitude ?? '',
    latitude: existing?.latitude ?? '',
    ...args,
  });
}
