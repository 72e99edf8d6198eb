import { createFileRoute } from '@tanstack/react-router';
import { SnagsScreen } from '../../features/snags/SnagsScreen';

/** /snags: the user's maintenance requests (the Maintenance tile's destination). */
export const Route = createFileRoute('/_app/snags/')({ component: SnagsScreen });
