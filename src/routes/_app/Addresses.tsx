import { createFileRoute } from '@tanstack/react-router';
import { AddressesScreen } from '../../features/account/AddressesScreen';

export const Route = createFileRoute('/_app/Addresses')({ component: AddressesScreen });
