import { createFileRoute, redirect } from '@tanstack/react-router';
import { LagoonAccessScreen } from '../../features/lagoon/LagoonAccessScreen';
import { lagoonUnitSearch, type LagoonUnitSearch } from '../../features/lagoon/lagoon-search';

/** /LagoonAccess/list?unitNo=&userID= (spec 3: where the unit selection leads): the unit's lagoon form (a concierge's for the resident `userID`). */
export const Route = createFileRoute('/_app/LagoonAccess/list')({
  validateSearch: (search: Record<string, unknown>): LagoonUnitSearch => lagoonUnitSearch(search),
  beforeLoad: ({ search }) => {
    if (!search.unitNo) throw redirect({ to: '/LagoonAccess', search: { unitNo: '' }, replace: true });
  },
  component: function LagoonAccessListRoute() {
    const { unitNo, userID = '' } = Route.useSearch();
    return <LagoonAccessScreen key={`${unitNo}:${userID}`} unitNo={unitNo} userID={userID} />;
  },
});
