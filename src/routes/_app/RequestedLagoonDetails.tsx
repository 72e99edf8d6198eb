import { createFileRoute } from '@tanstack/react-router';
import { LagoonDetailsScreen } from '../../features/lagoon/LagoonDetailsScreen';
import { idSearch, type IdSearch } from '../../features/lagoon/lagoon-search';

/** /RequestedLagoonDetails?id= (spec 3): one lagoon booking. */
export const Route = createFileRoute('/_app/RequestedLagoonDetails')({
  validateSearch: (search: Record<string, unknown>): IdSearch => idSearch(search),
  component: function RequestedLagoonDetailsRoute() {
    return <LagoonDetailsScreen id={Route.useSearch().id} />;
  },
});
