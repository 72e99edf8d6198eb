import { createFileRoute } from '@tanstack/react-router';
import { VehicleFormScreen } from '../../features/account/VehicleFormScreen';

export const Route = createFileRoute('/_app/AddVehicle')({ component: () => <VehicleFormScreen /> });
