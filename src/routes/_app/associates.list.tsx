import { createFileRoute } from '@tanstack/react-router';
import { AssociatesListScreen } from '../../features/associates/AssociatesListScreen';
import { unitSearch, type UnitSearch } from '../../features/associates/associate-search';

export const Route = createFileRoute('/_app/associates/list')({
  validateSearch: (search: Record<string, unknown>): UnitSearch => unitSearch(search),
  component: function AssociatesListRoute() {
    const { unitNo } = Route.useSearch();
    return <AssociatesListScreen key={unitNo} unitNo={unitNo} />;
  },
});
