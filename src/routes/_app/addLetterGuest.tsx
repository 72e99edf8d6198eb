import { createFileRoute } from '@tanstack/react-router';
import { AddLetterGuestScreen } from '../../features/letting/AddLetterGuestScreen';
import { guestSearch, type GuestSearch } from '../../features/letting/letting-search';

/** /addLetterGuest: the letting guest form (spec 2 'Letting guest form'). */
export const Route = createFileRoute('/_app/addLetterGuest')({
  validateSearch: (search: Record<string, unknown>): GuestSearch => guestSearch(search),
  component: function AddLetterGuestRoute() {
    const { unitNo, inviteId } = Route.useSearch();
    return <AddLetterGuestScreen key={unitNo} unitNo={unitNo} inviteId={inviteId} />;
  },
});
