import { createFileRoute } from '@tanstack/react-router';
import { LagoonSummaryScreen } from '../../features/lagoon/LagoonSummaryScreen';
import { idSearch, type IdSearch } from '../../features/lagoon/lagoon-search';

/** /LagoonBookingSummary?id= (spec 3): the payment summary of a lagoon booking with extra visitors. */
export const Route = createFileRoute('/_app/LagoonBookingSummary')({
  validateSearch: (search: Record<string, unknown>): IdSearch => idSearch(search),
  component: function LagoonBookingSummaryRoute() {
    const { id } = Route.useSearch();
    return <LagoonSummaryScreen key={id} id={id} />;
  },
});
