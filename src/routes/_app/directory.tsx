import { createFileRoute } from '@tanstack/react-router';
import { DirectoryScreen } from '../../features/directory/DirectoryScreen';

export const Route = createFileRoute('/_app/directory')({ component: DirectoryScreen });
