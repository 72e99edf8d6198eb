import { createFileRoute, redirect } from '@tanstack/react-router';
import { viewerSearch, type ViewerSearch } from '../features/viewer/viewer-search';

/**
 * /pdf-viewer?url=&title= (spec 1 viewers; the developments' brochure) is /pdfViewer: the same
 * signed-in screen. It is a redirect here because the route generator names both files' routes
 * `AppPdfViewerRoute` (it reads '-' as a word break), which cannot be declared twice.
 */
export const Route = createFileRoute('/pdf-viewer')({
  validateSearch: (search: Record<string, unknown>): ViewerSearch => viewerSearch(search),
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/pdfViewer', search, replace: true });
  },
});
