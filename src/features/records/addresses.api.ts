import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { AddressSaveArgsSchema, type Address, type AddressFields } from '../../contract/profile';
import { db } from '../../db/db';
import { mutate } from '../../sync/mutate';
import { awaitOutcome, newRowId, type Outcome } from './outbox-outcome';

export function useAddresses(): Address[] | undefined {
  return useLiveQuery(async () => (await db.addresses.toArray()).sort((a, b) => `${a.context} ${a.streetName}`.localeCompare(`${b.context} ${b.streetName}`)), []);
}

export function useAddress(addressID: string): Address | null | undefined {
  return useLiveQuery(async () => (await db.addresses.get(addressID)) ?? null, [addressID]);
}

async function save(name: 'addresses.add' | 'addresses.edit', addressID: string, input: AddressFields): Promise<Outcome> {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not signed in');
  const args = v.parse(AddressSaveArgsSchema, { ...input, addressID });
  const [estate, existing] = await Promise.all([db.estates.get(args.estateID), db.addresses.get(addressID)]);
  await mutate({
    name,
    args,
    table: 'addresses',
    rowId: addressID,
    apply: async () => {
      const { addressID: _id, ...fields } = args;
      await db.addresses.put({
        addressID,
        userId: session.userId,
        context: estate?.estateName ?? '',
        addressType: existing?.addressType ?? 'Residential',
        addressCountry: existing?.addressCountry ?? 'South Africa',
        longitude: existing?.longitude ?? '',
        latitude: existing?.latitude ?? '',
        ...fields,
      });
    },
  });
  return awaitOutcome('addresses', addressID);
}

export const addAddress = (input: AddressFields) => save('addresses.add', newRowId(), input);
export const editAddress = (addressID: string, input: AddressFields) => save('addresses.edit', addressID, input);

export async function deleteAddress(addressID: string): Promise<Outcome> {
  await mutate({
    name: 'addresses.delete',
    args: { addressID },
    table: 'addresses',
    rowId: addressID,
    apply: async () => {
      await db.addresses.delete(addressID);
    },
  });
  return awaitOutcome('addresses', addressID);
}
