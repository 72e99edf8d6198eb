import { createFileRoute } from '@tanstack/react-router';
import { SnagFormScreen } from '../../features/snags/SnagFormScreen';

/** /snags/new: report a maintenance problem. */
export const Route = createFileRoute('/_app/snags/new')({ component: SnagFormScreen });
