import { createFileRoute } from '@tanstack/react-router';
import { VehicleFormScreen } from '../../features/records/VehicleFormScreen';

export const Route = createFileRoute('/_app/AddVehicle')({ component: () => <VehicleFormScreen /> });
