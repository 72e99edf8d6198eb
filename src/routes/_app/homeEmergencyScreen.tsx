import { createFileRoute } from '@tanstack/react-router';
import { HomeEmergencyScreen } from '../../features/home/HomeEmergencyScreen';

export const Route = createFileRoute('/_app/homeEmergencyScreen')({ component: HomeEmergencyScreen });
