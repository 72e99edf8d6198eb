import type { Address, AddressDeleteArgs, AddressFields, AddressSaveArgs } from '../../../src/contract/profile';
import { ADDRESS_RESULT } from '../../../src/i18n/en/records';
import { requireAccess } from '../../auth/authorize';
import type { UserAddressesTable } from './addresses.tables';
import { badRequest } from '../../lib/errors';
import { ownedRow, publishToOwner, selfList, selfWrite } from '../../lib/own-rows';
import type { Trx } from '../../sync/change-log';
import { deleteAddressRow, findAddressRow, insertAddressRow, listAddressRows, updateAddressRow } from './addresses.repository';
import { withEstateNames } from '../core/core.service';
import type { Db } from '../../db/database';

export type AddressWithEstate = UserAddressesTable & { estate_name: string };

const findAddress = async (db: Db | Trx, id: string): Promise<AddressWithEstate | undefined> => {
  const row = await findAddressRow(db, id);
  return row ? (await withEstateNames(db, [row]))[0] : undefined;
};

const listAddresses = async (db: Db | Trx, userId: string): Promise<AddressWithEstate[]> => withEstateNames(db, await listAddressRows(db, userId));

/** Inserts the row and answers it as stored, with its estate's name. */
async function insertAddress(trx: Trx, row: UserAddressesTable): Promise<AddressWithEstate> {
  await insertAddressRow(trx, row);
  const stored = await findAddress(trx, row.id);
  if (!stored) throw new Error('no such estate');
  return stored;
}

/** Updates the row and answers it as stored, with its (possibly new) estate's name. */
async function updateAddress(trx: Trx, id: string, patch: Partial<Omit<UserAddressesTable, 'id' | 'user_id' | 'created_at'>>): Promise<AddressWithEstate> {
  await updateAddressRow(trx, id, patch);
  const stored = await findAddress(trx, id);
  if (!stored) throw new Error('no such estate');
  return stored;
}

/** Spec 7: addresses are added with addressType=Residential; the country is the product's. */
const ADDRESS_TYPE = 'Residential';
const COUNTRY = 'South Africa';

export function toAddress(row: AddressWithEstate): Address {
  return {
    addressID: row.id,
    userId: row.user_id,
    estateId: Number(row.estate_id),
    context: row.estate_name,
    addressType: row.address_type,
    standNo: row.stand_no,
    streetNoOrUnitNo: row.street_no,
    streetName: row.street_name,
    suburbName: row.suburb,
    localityOrCity: row.city,
    addressPostalCode: row.postal_code,
    addressCountry: row.country,
    longitude: row.longitude,
    latitude: row.latitude,
  };
}

function columns(fields: AddressFields) {
  return {
    estate_id: fields.estateId,
    stand_no: fields.standNo,
    street_no: fields.streetNoOrUnitNo,
    street_name: fields.streetName,
    suburb: fields.suburbName,
    city: fields.localityOrCity,
    postal_code: fields.addressPostalCode,
  };
}

async function ownAddress(trx: Trx, userId: string, addressId: string, message: string): Promise<AddressWithEstate> {
  return ownedRow(await findAddress(trx, addressId), userId, message, 'addresses/not-found');
}

/** Adds an address at an estate where the user holds a role. */
export async function addAddress(trx: Trx, userId: string, args: AddressSaveArgs): Promise<Address> {
  await requireAccess(trx, userId, { estateId: args.estateId, member: true, message: ADDRESS_RESULT.addFailed, code: 'addresses/estate' });
  if (await findAddress(trx, args.addressID)) throw badRequest(ADDRESS_RESULT.addFailed, 'addresses/exists');
  const now = Date.now();
  const row: UserAddressesTable = {
    id: args.addressID,
    user_id: userId,
    address_type: ADDRESS_TYPE,
    country: COUNTRY,
    longitude: '',
    latitude: '',
    ...columns(args),
    created_at: now,
    updated_at: now,
  };
  return publishToOwner(trx, userId, 'addresses', row.id, toAddress(await insertAddress(trx, row)));
}

/** The spec edits by DELETE then POST; here one update in one transaction (same end state, no gap). */
export async function editAddress(trx: Trx, userId: string, args: AddressSaveArgs): Promise<Address> {
  await ownAddress(trx, userId, args.addressID, ADDRESS_RESULT.editFailed);
  await requireAccess(trx, userId, { estateId: args.estateId, member: true, message: ADDRESS_RESULT.editFailed, code: 'addresses/estate' });
  const row = await updateAddress(trx, args.addressID, { ...columns(args), updated_at: Date.now() });
  return publishToOwner(trx, userId, 'addresses', row.id, toAddress(row));
}

export async function deleteAddress(trx: Trx, userId: string, args: AddressDeleteArgs): Promise<void> {
  await ownAddress(trx, userId, args.addressID, ADDRESS_RESULT.deleteFailed);
  await deleteAddressRow(trx, args.addressID);
  await publishToOwner(trx, userId, 'addresses', args.addressID, null);
}

// REST (spec 7): `?userID=` must be the caller.

export const listAddressesFor = selfList({ rows: listAddresses, toRecord: toAddress, none: ADDRESS_RESULT.none, code: 'addresses/none' });
export const addAddressFor = selfWrite(addAddress);
export const editAddressFor = selfWrite(editAddress);
export const deleteAddressFor = selfWrite(deleteAddress);

/** The names of the estates the user holds an address at (the lagoon's residency check). */
export const addressEstateNamesOf = async (db: Db | Trx, userId: string): Promise<string[]> => (await listAddresses(db, userId)).map((a) => a.estate_name);
