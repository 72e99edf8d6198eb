import { createFileRoute } from '@tanstack/react-router';
import { AddressesScreen } from '../../features/records/AddressesScreen';

export const Route = createFileRoute('/_app/Addresses')({ component: AddressesScreen });
