import { createFileRoute } from '@tanstack/react-router';
import { AssociateTypeScreen } from '../../features/associate-form/AssociateTypeScreen';
import { unitSearch, type UnitSearch } from '../../features/associates/associate-search';

export const Route = createFileRoute('/_app/associates/type')({
  validateSearch: (search: Record<string, unknown>): UnitSearch => unitSearch(search),
  component: function AssociateTypeRoute() {
    const { unitNo } = Route.useSearch();
    return <AssociateTypeScreen key={unitNo} unitNo={unitNo} />;
  },
});
