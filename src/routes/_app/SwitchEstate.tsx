import { createFileRoute } from '@tanstack/react-router';
import { SwitchEstateScreen } from '../../features/profile/SwitchEstateScreen';

export const Route = createFileRoute('/_app/SwitchEstate')({ component: SwitchEstateScreen });
