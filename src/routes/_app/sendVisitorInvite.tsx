import { createFileRoute } from '@tanstack/react-router';
import { SendVisitorInviteScreen } from '../../features/regular-visitors/SendVisitorInviteScreen';
import { idSearch, type IdSearch } from '../../features/regular-visitors/visitor-search';

/** /sendVisitorInvite: one regular visitor of the user's unit (spec 2 'Regular visitors'). */
export const Route = createFileRoute('/_app/sendVisitorInvite')({
  validateSearch: (search: Record<string, unknown>): IdSearch => idSearch(search),
  component: function SendVisitorInviteRoute() {
    const { id } = Route.useSearch();
    return <SendVisitorInviteScreen key={id} id={id} />;
  },
});
