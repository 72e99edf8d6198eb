import { createFileRoute } from '@tanstack/react-router';
import { lettersSearch, type LettersSearch } from '../../features/letting/letting-search';
import { ManageLettingUsersScreen } from '../../features/letting/ManageLettingUsersScreen';

/** /manageLettingUsers: the letting unit's letters, registered and pending. */
export const Route = createFileRoute('/_app/manageLettingUsers')({
  validateSearch: (search: Record<string, unknown>): LettersSearch => lettersSearch(search),
  component: function ManageLettingUsersRoute() {
    const { unitNo, tab } = Route.useSearch();
    return <ManageLettingUsersScreen key={unitNo} unitNo={unitNo} tab={tab} />;
  },
});
