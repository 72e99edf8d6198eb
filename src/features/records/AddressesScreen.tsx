import { useNavigate } from '@tanstack/react-router';
import { deleteAddress } from './addresses.api';
import { RecordList } from './RecordList';
import { useRecords } from './records.api';

/** /Addresses (spec 2.14): cards with context, address type and city or locality. */
export function AddressesScreen() {
  const navigate = useNavigate();
  const addresses = useRecords('addresses');
  return (
    <RecordList
      kind="addresses"
      items={addresses?.map((a) => ({
        id: a.addressID,
        title: a.context,
        lines: [a.addressType, [a.streetNoOrUnitNo, a.streetName].filter(Boolean).join(' '), a.localityOrCity || a.suburbName],
      }))}
      onAdd={() => void navigate({ to: '/AddAddress' })}
      onOpen={(id) => void navigate({ to: '/EditAddress', search: { addressID: id } })}
      onDelete={deleteAddress}
    />
  );
}
