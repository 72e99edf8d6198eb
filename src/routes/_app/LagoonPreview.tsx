import { createFileRoute } from '@tanstack/react-router';
import { LagoonPreviewScreen } from '../../features/lagoon/LagoonPreviewScreen';

/** /LagoonPreview (spec 3): the lagoon booking's preview and Confirm. */
export const Route = createFileRoute('/_app/LagoonPreview')({ component: LagoonPreviewScreen });
