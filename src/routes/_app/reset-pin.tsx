import { createFileRoute } from '@tanstack/react-router';
import { ResetPinScreen } from '../../features/access/ResetPinScreen';

export const Route = createFileRoute('/_app/reset-pin')({ component: ResetPinScreen });
