import type { AddressFields } from '../../contract/profile';
import { db } from '../../db/db';
import { newRowId } from '../../sync/mutate';
import { requireUserId } from '../../sync/session';
import { deleteRecord, writeRecord, type Outcome } from './records.api';

/** Saves an address on the device at once; what the form does not show keeps its stored (or default) value. */
async function saveAddress(name: 'addresses.add' | 'addresses.edit', addressID: string, input: AddressFields): Promise<Outcome> {
  const userId = await requireUserId();
  return writeRecord({
    name,
    args: { ...input, addressID },
    table: 'addresses',
    rowId: addressID,
    apply: async (args) => {
      const [estate, existing] = await Promise.all([db.estates.get(args.estateID), db.addresses.get(addressID)]);
      await db.addresses.put({
        userId,
        context: estate?.estateName ?? '',
        addressType: existing?.addressType ?? 'Residential',
        addressCountry: existing?.addressCountry ?? 'South Africa',
        longitude: existing?.longitude ?? '',
        latitude: existing?.latitude ?? '',
        ...args,
      });
    },
  });
}

export const addAddress = (input: AddressFields) => saveAddress('addresses.add', newRowId(), input);
export const editAddress = (addressID: string, input: AddressFields) => saveAddress('addresses.edit', addressID, input);
export const deleteAddress = (addressID: string) => deleteRecord('addresses', addressID);
