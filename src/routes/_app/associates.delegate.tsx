import { createFileRoute } from '@tanstack/react-router';
import { DelegateScreen } from '../../features/associates/DelegateScreen';
import { unitSearch, type UnitSearch } from '../../features/associates/associate-search';

export const Route = createFileRoute('/_app/associates/delegate')({
  validateSearch: (search: Record<string, unknown>): UnitSearch => unitSearch(search),
  component: function AssociateDelegateRoute() {
    const { unitNo } = Route.useSearch();
    return <DelegateScreen key={unitNo} unitNo={unitNo} />;
  },
});
