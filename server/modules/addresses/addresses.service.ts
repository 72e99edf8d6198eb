import type { Address, AddressDeleteArgs, AddressFields, AddressSaveArgs } from '../../../src/contract/profile';
import { ADDRESS_RESULT } from '../../../src/i18n/en/records';
import type { AppContext } from '../../context';
import type { UserAddressesTable } from './addresses.tables';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { assertSelf, estateNameForUser } from '../profile/self';
import { deleteAddressRow, findAddress, insertAddress, listAddresses, updateAddress, type AddressWithEstate } from './addresses.repository';

/** Spec 7: addresses are added with addressType=Residential; the country is the product's. */
const ADDRESS_TYPE = 'Residential';
const COUNTRY = 'South Africa';

export function toAddress(row: AddressWithEstate): Address {
  return {
    addressID: row.id,
    userId: row.user_id,
    estateID: Number(row.estate_id),
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
    estate_id: fields.estateID,
    stand_no: fields.standNo,
    street_no: fields.streetNoOrUnitNo,
    street_name: fields.streetName,
    suburb: fields.suburbName,
    city: fields.localityOrCity,
    postal_code: fields.addressPostalCode,
  };
}

async function ownAddress(trx: Trx, userId: string, addressId: string, message: string): Promise<AddressWithEstate> {
  const row = await findAddress(trx, addressId);
  if (!row || row.user_id !== userId) throw notFound(message, 'addresses/not-found');
  return row;
}

async function estateName(trx: Trx, userId: string, estateId: number, message: string): Promise<string> {
  const name = await estateNameForUser(trx, userId, estateId);
  if (name === undefined) throw forbidden(message, 'addresses/estate');
  return name;
}

export async function addAddress(trx: Trx, userId: string, args: AddressSaveArgs): Promise<Address> {
  const name = await estateName(trx, userId, args.estateID, ADDRESS_RESULT.addFailed);
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
  await insertAddress(trx, row);
  const address = toAddress({ ...row, estate_name: name });
  await publish(trx, scopes.user(userId), 'addresses', row.id, address);
  return address;
}

/** The spec edits by DELETE then POST; here one update in one transaction (same end state, no gap). */
export async function editAddress(trx: Trx, userId: string, args: AddressSaveArgs): Promise<Address> {
  const existing = await ownAddress(trx, userId, args.addressID, ADDRESS_RESULT.editFailed);
  const name = await estateName(trx, userId, args.estateID, ADDRESS_RESULT.editFailed);
  const patch = { ...columns(args), updated_at: Date.now() };
  await updateAddress(trx, args.addressID, patch);
  const address = toAddress({ ...existing, ...patch, estate_name: name });
  await publish(trx, scopes.user(userId), 'addresses', args.addressID, address);
  return address;
}

export async function deleteAddress(trx: Trx, userId: string, args: AddressDeleteArgs): Promise<void> {
  await ownAddress(trx, userId, args.addressID, ADDRESS_RESULT.deleteFailed);
  await deleteAddressRow(trx, args.addressID);
  await publish(trx, scopes.user(userId), 'addresses', args.addressID, null);
}

// REST (spec 7)

export async function listAddressesFor(ctx: AppContext, callerId: string, userId: string | undefined): Promise<Address[]> {
  const id = assertSelf(callerId, userId);
  const rows = await listAddresses(ctx.db, id);
  if (rows.length === 0) throw notFound(ADDRESS_RESULT.none, 'addresses/none');
  return rows.map(toAddress);
}

export async function addAddressFor(ctx: AppContext, callerId: string, userId: string | undefined, args: AddressSaveArgs): Promise<Address> {
  const id = assertSelf(callerId, userId);
  return writeTransaction(ctx.db, (trx) => addAddress(trx, id, args));
}

export async function editAddressFor(ctx: AppContext, callerId: string, userId: string | undefined, args: AddressSaveArgs): Promise<Address> {
  const id = assertSelf(callerId, userId);
  return writeTransaction(ctx.db, (trx) => editAddress(trx, id, args));
}

export async function deleteAddressFor(ctx: AppContext, callerId: string, userId: string | undefined, args: AddressDeleteArgs): Promise<void> {
  const id = assertSelf(callerId, userId);
  await writeTransaction(ctx.db, (trx) => deleteAddress(trx, id, args));
}
