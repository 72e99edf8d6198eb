import { createFileRoute } from '@tanstack/react-router';
import { DocumentUploadsScreen } from '../../features/documents/DocumentUploadsScreen';

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** /documentuploads?unitNo=&category= (spec 3): a category's documents for a unit. */
export const Route = createFileRoute('/_app/documentuploads')({
  validateSearch: (search: Record<string, unknown>): { unitNo: string; category: string } => ({ unitNo: text(search.unitNo), category: text(search.category) }),
  component: function DocumentUploadsRoute() {
    const { unitNo, category } = Route.useSearch();
    return <DocumentUploadsScreen unitNo={unitNo} categoryId={category} />;
  },
});
