import { createFileRoute } from '@tanstack/react-router';
import { EmergencyContactsScreen } from '../../features/directory/EmergencyContactsScreen';

/** /emergency: the estate's emergency contacts (spec 3; the red Emergency button opens /homeEmergencyScreen). */
export const Route = createFileRoute('/_app/emergency')({ component: EmergencyContactsScreen });
