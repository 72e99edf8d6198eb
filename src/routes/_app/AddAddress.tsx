import { createFileRoute } from '@tanstack/react-router';
import { AddressFormScreen } from '../../features/account/AddressFormScreen';

export const Route = createFileRoute('/_app/AddAddress')({ component: () => <AddressFormScreen /> });
