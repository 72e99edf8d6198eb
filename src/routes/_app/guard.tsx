import { createFileRoute } from '@tanstack/react-router';
import { GuardScreen } from '../../features/guard/GuardScreen';

export const Route = createFileRoute('/_app/guard')({ component: GuardScreen });
