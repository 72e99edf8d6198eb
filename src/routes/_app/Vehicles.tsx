import { createFileRoute } from '@tanstack/react-router';
import { VehiclesScreen } from '../../features/records/VehiclesScreen';

export const Route = createFileRoute('/_app/Vehicles')({ component: VehiclesScreen });
