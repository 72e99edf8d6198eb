import { createFileRoute } from '@tanstack/react-router';
import { VisitorCapturePreviewScreen } from '../../features/invite-form/VisitorCapturePreviewScreen';
import { visitorUnitSearch } from '../../features/visitors/visitor-search';

/** Spec 2 /visitorCapturePreview: the visitor's name and phone, the e-mail carried along. */
export const Route = createFileRoute('/_app/visitorCapturePreview')({
  validateSearch: (search: Record<string, unknown>): { unitNo: string; email?: string } => {
    const email = typeof search.email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(search.email) ? search.email : '';
    return email ? { ...visitorUnitSearch(search), email } : visitorUnitSearch(search);
  },
  component: function VisitorCapturePreviewRoute() {
    const { unitNo, email = '' } = Route.useSearch();
    return <VisitorCapturePreviewScreen key={unitNo} unitNo={unitNo} email={email} />;
  },
});
