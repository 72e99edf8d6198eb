import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '../../features/profile/AboutScreen';

export const Route = createFileRoute('/_app/About')({ component: AboutScreen });
