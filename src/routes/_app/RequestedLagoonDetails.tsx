import { createFileRoute } from '@tanstack/react-router';
import { LagoonChanges } from '../../features/lagoon-changes/LagoonChanges';
import { LagoonDetailsScreen } from '../../features/lagoon/LagoonDetailsScreen';
import { idSearch, type IdSearch } from '../../features/lagoon/lagoon-search';

/** /RequestedLagoonDetails?id= (spec 3): one lagoon booking, with Cancel and Reschedule while it is upcoming. */
export const Route = createFileRoute('/_app/RequestedLagoonDetails')({
  validateSearch: (search: Record<string, unknown>): IdSearch => idSearch(search),
  component: function RequestedLagoonDetailsRoute() {
    return <LagoonDetailsScreen id={Route.useSearch().id} changes={(booking, config) => <LagoonChanges booking={booking} config={config} />} />;
  },
});
