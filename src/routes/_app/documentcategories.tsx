import { createFileRoute } from '@tanstack/react-router';
import { DocumentCategoriesScreen } from '../../features/documents/DocumentCategoriesScreen';

/** /documentcategories?unitNo= (spec 3): the estate's document categories for a unit. */
export const Route = createFileRoute('/_app/documentcategories')({
  validateSearch: (search: Record<string, unknown>): { unitNo: string } => ({
    unitNo: typeof search.unitNo === 'string' || typeof search.unitNo === 'number' ? String(search.unitNo) : '',
  }),
  component: function DocumentCategoriesRoute() {
    return <DocumentCategoriesScreen unitNo={Route.useSearch().unitNo} />;
  },
});
