import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '../../features/account/AboutScreen';

export const Route = createFileRoute('/_app/About')({ component: AboutScreen });
