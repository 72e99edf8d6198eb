import { useNavigate } from '@tanstack/react-router';
import { t, type MessageKey } from '../../i18n';
import { RecordList } from './RecordList';
import { dismissRefusedWrite } from '../../sync/outbox';
import { refusalText, useRefusedWrites, useRowStates } from './outbox-outcome';
import { deleteAddress, useAddresses } from './addresses.api';

const REFUSED: Record<string, MessageKey> = { 'addresses.add': 'addresses.addFailed', 'addresses.edit': 'addresses.editFailed', 'addresses.delete': 'addresses.deleteFailed' };

/** /Addresses (spec 2.14): cards with context, address type and city or locality. */
export function AddressesScreen() {
  const navigate = useNavigate();
  const addresses = useAddresses();
  const states = useRowStates('addresses');
  const refused = useRefusedWrites('addresses');
  return (
    <RecordList
      messages={{
        title: t('addresses.title'),
        empty: t('addresses.empty'),
        add: t('addresses.add'),
        confirmDelete: t('addresses.confirmDelete'),
        deleted: t('addresses.deleted'),
        deleteFailed: t('addresses.deleteFailed'),
      }}
      items={addresses?.map((a) => ({
        id: a.addressID,
        title: a.context,
        lines: [a.addressType, [a.streetNoOrUnitNo, a.streetName].filter(Boolean).join(' '), a.localityOrCity || a.suburbName],
      }))}
      states={states}
      refusals={refused.map((e) => ({ id: e.id, message: refusalText(t(REFUSED[e.name] ?? 'addresses.editFailed'), e.error) }))}
      onDismissRefusal={(id) => void dismissRefusedWrite(id)}
      onBack={() => void navigate({ to: '/PersonalInformation' })}
      onAdd={() => void navigate({ to: '/AddAddress' })}
      onOpen={(id) => void navigate({ to: '/EditAddress', search: { addressID: id } })}
      onDelete={deleteAddress}
    />
  );
}
