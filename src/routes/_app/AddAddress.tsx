import { createFileRoute } from '@tanstack/react-router';
import { AddressFormScreen } from '../../features/records/AddressFormScreen';

export const Route = createFileRoute('/_app/AddAddress')({ component: () => <AddressFormScreen /> });
