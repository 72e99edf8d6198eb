import { createFileRoute } from '@tanstack/react-router';
import { VisitorOnboardPreviewScreen } from '../../features/regular-visitors/VisitorOnboardPreviewScreen';

/** /visitorOnboardPreview: confirm and send a regular visitor's invite. */
export const Route = createFileRoute('/_app/visitorOnboardPreview')({ component: VisitorOnboardPreviewScreen });
