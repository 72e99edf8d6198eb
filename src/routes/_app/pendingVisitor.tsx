import { createFileRoute } from '@tanstack/react-router';
import { PendingVisitorScreen } from '../../features/regular-visitors/PendingVisitorScreen';
import { idSearch, type IdSearch } from '../../features/regular-visitors/visitor-search';

/** /pendingVisitor: one regular visitor of the user's unit (spec 2 'Regular visitors'). */
export const Route = createFileRoute('/_app/pendingVisitor')({
  validateSearch: (search: Record<string, unknown>): IdSearch => idSearch(search),
  component: function PendingVisitorRoute() {
    const { id } = Route.useSearch();
    return <PendingVisitorScreen key={id} id={id} />;
  },
});
