import { createFileRoute } from '@tanstack/react-router';
import { AddressFormScreen } from '../../features/records/AddressFormScreen';

export const Route = createFileRoute('/_app/EditAddress')({
  validateSearch: (search: Record<string, unknown>): { addressID: string } => ({ addressID: typeof search.addressID === 'string' ? search.addressID : '' }),
  component: function EditAddressRoute() {
    const { addressID } = Route.useSearch();
    return <AddressFormScreen key={addressID} addressID={addressID} />;
  },
});
