import { createFileRoute } from '@tanstack/react-router';
import { PdfViewerScreen } from '../../features/viewer/PdfViewerScreen';
import { viewerSearch, type ViewerSearch } from '../../features/viewer/viewer-search';

/** /pdfViewer?url=&title= (spec 1 viewers): a PDF drawn in the page. */
export const Route = createFileRoute('/_app/pdfViewer')({
  validateSearch: (search: Record<string, unknown>): ViewerSearch => viewerSearch(search),
  component: function PdfViewerRoute() {
    const { url, title } = Route.useSearch();
    return <PdfViewerScreen url={url} title={title} />;
  },
});
