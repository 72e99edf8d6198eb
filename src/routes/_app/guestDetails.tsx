import { createFileRoute } from '@tanstack/react-router';
import { GuestDetailsScreen } from '../../features/letting/GuestDetailsScreen';
import { idSearch, type IdSearch } from '../../features/letting/letting-search';

/** /guestDetails: one letting guest, read-only. */
export const Route = createFileRoute('/_app/guestDetails')({
  validateSearch: (search: Record<string, unknown>): IdSearch => idSearch(search),
  component: function GuestDetailsRoute() {
    const { id } = Route.useSearch();
    return <GuestDetailsScreen key={id} id={id} />;
  },
});
