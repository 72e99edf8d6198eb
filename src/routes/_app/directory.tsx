import { createFileRoute } from '@tanstack/react-router';
import { DirectoryScreen } from '../../features/directory/DirectoryScreen';

/** /directory: the estate's services (spec 3 'Directories and contacts'). */
export const Route = createFileRoute('/_app/directory')({ component: DirectoryScreen });
