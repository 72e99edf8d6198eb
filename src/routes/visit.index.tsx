import { createFileRoute } from '@tanstack/react-router';
import { VisitFragmentScreen } from '../features/visitor-pages/VisitPageScreen';

/** /visit#{pass}: the visitor's page for a pass bound offline, carried in the fragment; public, no account, no server call. */
export const Route = createFileRoute('/visit/')({
  component: VisitFragmentScreen,
});
