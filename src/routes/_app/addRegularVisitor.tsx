import { createFileRoute } from '@tanstack/react-router';
import { AddRegularVisitorScreen } from '../../features/regular-visitors/AddRegularVisitorScreen';
import { unitSearch, type UnitSearch } from '../../features/regular-visitors/visitor-search';

/** /addRegularVisitor: the resident names a regular visitor (the spec names no path for this form). */
export const Route = createFileRoute('/_app/addRegularVisitor')({
  validateSearch: (search: Record<string, unknown>): UnitSearch => unitSearch(search),
  component: function AddRegularVisitorRoute() {
    const { unitNo } = Route.useSearch();
    return <AddRegularVisitorScreen key={unitNo} unitNo={unitNo} />;
  },
});
