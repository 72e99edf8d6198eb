import { createFileRoute } from '@tanstack/react-router';
import { VerifiedVisitorScreen } from '../../features/regular-visitors/VerifiedVisitorScreen';
import { idSearch, type IdSearch } from '../../features/regular-visitors/visitor-search';

/** /verifiedVisitor: one regular visitor of the user's unit (spec 2 'Regular visitors'). */
export const Route = createFileRoute('/_app/verifiedVisitor')({
  validateSearch: (search: Record<string, unknown>): IdSearch => idSearch(search),
  component: function VerifiedVisitorRoute() {
    const { id } = Route.useSearch();
    return <VerifiedVisitorScreen key={id} id={id} />;
  },
});
