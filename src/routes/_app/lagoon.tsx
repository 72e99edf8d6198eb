import { createFileRoute } from '@tanstack/react-router';
import { LagoonScreen } from '../../features/lagoon/LagoonScreen';
import { lagoonTabsSearch, type LagoonTabsSearch } from '../../features/lagoon/lagoon-search';

/** /lagoon (spec 3): tabs Book, Upcoming, Past. */
export const Route = createFileRoute('/_app/lagoon')({
  validateSearch: (search: Record<string, unknown>): LagoonTabsSearch => lagoonTabsSearch(search),
  component: function LagoonRoute() {
    return <LagoonScreen tab={Route.useSearch().tab} />;
  },
});
