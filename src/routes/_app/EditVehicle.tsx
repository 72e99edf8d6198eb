import { createFileRoute } from '@tanstack/react-router';
import { VehicleFormScreen } from '../../features/records/VehicleFormScreen';

export const Route = createFileRoute('/_app/EditVehicle')({
  validateSearch: (search: Record<string, unknown>): { vehicleId: string } => ({ vehicleId: typeof search.vehicleId === 'string' ? search.vehicleId : '' }),
  component: function EditVehicleRoute() {
    const { vehicleId } = Route.useSearch();
    return <VehicleFormScreen key={vehicleId} vehicleId={vehicleId} />;
  },
});
