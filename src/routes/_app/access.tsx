import { createFileRoute } from '@tanstack/react-router';
import { AccessScreen } from '../../features/access/AccessScreen';

export const Route = createFileRoute('/_app/access')({ component: AccessScreen });
