import type { AddressFields } from '../../contract/profile';
import { mutate, newRowId } from '../../sync/mutate';
import { requireUserId } from '../../sync/session';
import { deleteRecord, writeRecord, type Outcome } from './records.api';

/** Saves an address on the device at once; what the form does not show keeps its stored (or default) value. */
async function saveAddress(name: 'addresses.add' | 'addresses.edit', addressID: string, input: AddressFields): Promise<Outcome> {
  await requireUserId();
  return writeRecord('addresses', addressID, () => mutate(name, { ...input, addressID }));
}

export const addAddress = (input: AddressFields) => saveAddress('addresses.add', newRowId(), input);
export const editAddress = (addressID: string, input: AddressFields) => saveAddress('addresses.edit', addressID, input);
export const deleteAddress = (addressID: string) => deleteRecord('addresses', addressID);
