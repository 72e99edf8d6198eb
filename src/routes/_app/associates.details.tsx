import { createFileRoute } from '@tanstack/react-router';
import { AssociateDetailsScreen } from '../../features/associates/AssociateDetailsScreen';
import { associateSearch, type AssociateSearch } from '../../features/associates/associate-search';

export const Route = createFileRoute('/_app/associates/details')({
  validateSearch: (search: Record<string, unknown>): AssociateSearch => associateSearch(search),
  component: function AssociateDetailsRoute() {
    const { unitNo, id } = Route.useSearch();
    return <AssociateDetailsScreen key={id} unitNo={unitNo} associateId={id} />;
  },
});
